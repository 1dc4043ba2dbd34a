import { useForm } from "@refinedev/antd";
import { nounOf } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";
import { useParams, useSearchParams } from "react-router";
import type { ResourceDef } from "../../resources/types";
import { writableFields } from "../../resources/validate";
import { FormFrame } from "./FormFrame";
import { ResourceForm } from "./ResourceForm";
import { fillRoute } from "./route-path";

export default function ResourceCreate({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const { formProps, saveButtonProps } = useForm({ resource: def.name, action: "create", redirect: def.routes.show ? "show" : "list" });
  const prefill = prefillOf(def, search);
  return (
    <FormFrame title={t("engine.add", { noun: nounOf(def) })} back={fillRoute(def.routes.list, params)} saveButtonProps={saveButtonProps}>
      <ResourceForm def={def} formProps={{ ...formProps, initialValues: { ...(formProps.initialValues ?? {}), ...prefill } }} />
    </FormFrame>
  );
}

/**
 * Values given in the address (a calendar's free slot: `?date=…&start_time=…&staff_id=…`), for writable
 * fields only, as wire values; the form's rules still check them like typed ones.
 */
function prefillOf(def: ResourceDef, search: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of writableFields(def)) {
    const raw = search.get(f.name);
    if (raw === null || raw === "") continue;
    if (f.type === "relation" || f.type === "number") {
      const n = Number(raw);
      if (Number.isSafeInteger(n)) out[f.name] = n;
    } else if (["text", "date", "time", "phone", "enum"].includes(f.type)) out[f.name] = raw.slice(0, 200);
  }
  return out;
}
