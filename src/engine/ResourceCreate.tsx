import { Create, useForm } from "@refinedev/antd";
import type { ResourceDef } from "../../resources/types";
import { ResourceForm } from "./ResourceForm";

export default function ResourceCreate({ def }: { def: ResourceDef }) {
  const { formProps, saveButtonProps } = useForm({ resource: def.name, action: "create", redirect: def.routes.show ? "show" : "list" });
  return (
    <Create resource={def.name} title={`Add ${def.singular ?? def.label}`} saveButtonProps={saveButtonProps}>
      <ResourceForm def={def} formProps={formProps} />
    </Create>
  );
}
