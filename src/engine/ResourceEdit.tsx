import { Edit, useForm } from "@refinedev/antd";
import { useParams } from "react-router";
import type { ResourceDef } from "../../resources/types";
import { ResourceForm } from "./ResourceForm";

export default function ResourceEdit({ def }: { def: ResourceDef }) {
  const { id } = useParams();
  const { formProps, saveButtonProps, query } = useForm({ resource: def.name, action: "edit", id, redirect: def.routes.show ? "show" : "list" });
  return (
    <Edit resource={def.name} recordItemId={id} title={`Edit ${def.singular ?? def.label}`} saveButtonProps={saveButtonProps} isLoading={query?.isLoading}>
      <ResourceForm def={def} formProps={formProps} />
    </Edit>
  );
}
