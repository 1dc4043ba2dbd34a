import { useForm } from "@refinedev/antd";
import { useParams } from "react-router";
import type { ResourceDef } from "../../resources/types";
import { FormFrame } from "./FormFrame";
import { ResourceForm } from "./ResourceForm";
import { fillRoute } from "./route-path";

export default function ResourceCreate({ def }: { def: ResourceDef }) {
  const params = useParams();
  const { formProps, saveButtonProps } = useForm({ resource: def.name, action: "create", redirect: def.routes.show ? "show" : "list" });
  return (
    <FormFrame title={`Add ${def.singular ?? def.label}`} back={fillRoute(def.routes.list, params)} saveButtonProps={saveButtonProps}>
      <ResourceForm def={def} formProps={formProps} />
    </FormFrame>
  );
}
