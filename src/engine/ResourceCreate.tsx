import { useForm } from "@refinedev/antd";
import { nounOf } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";
import { useParams } from "react-router";
import type { ResourceDef } from "../../resources/types";
import { FormFrame } from "./FormFrame";
import { ResourceForm } from "./ResourceForm";
import { fillRoute } from "./route-path";

export default function ResourceCreate({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const params = useParams();
  const { formProps, saveButtonProps } = useForm({ resource: def.name, action: "create", redirect: def.routes.show ? "show" : "list" });
  return (
    <FormFrame title={t("engine.add", { noun: nounOf(def) })} back={fillRoute(def.routes.list, params)} saveButtonProps={saveButtonProps}>
      <ResourceForm def={def} formProps={formProps} />
    </FormFrame>
  );
}
