import { useForm } from "@refinedev/antd";
import { useParams } from "react-router";
import type { ResourceDef } from "../../resources/types";
import { FormFrame } from "./FormFrame";
import { ResourceForm } from "./ResourceForm";
import { fillRoute } from "./route-path";

export default function ResourceEdit({ def }: { def: ResourceDef }) {
  const params = useParams();
  const { formProps, saveButtonProps, query } = useForm({ resource: def.name, action: "edit", id: params.id, redirect: def.routes.show ? "show" : "list" });
  const back = fillRoute(def.routes.show ?? def.routes.list, params);
  return (
    <FormFrame title={`Edit ${def.singular ?? def.label}`} back={back} saveButtonProps={saveButtonProps} loading={query?.isLoading}>
      <ResourceForm def={def} formProps={formProps} />
    </FormFrame>
  );
}
