import { useEffect, useRef, useState } from "react";
import { nounOf } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";
import { useForm } from "@refinedev/antd";
import { Alert, Button } from "antd";
import { useParams } from "react-router";
import type { ResourceDef } from "../../resources/types";
import { FormFrame } from "./FormFrame";
import { ResourceForm } from "./ResourceForm";
import { fillRoute } from "./route-path";
import { formatDateTime } from "./relative-time";

/** What a 409 carries: the record as it is now, and who changed it. */
type Current = { version: number; updated_at: string; updated_by_name?: string | null };

export default function ResourceEdit({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const params = useParams();
  const [conflict, setConflict] = useState<Current>();
  const { formProps, saveButtonProps, query, form } = useForm({
    resource: def.name,
    action: "edit",
    id: params.id,
    redirect: def.routes.show ? "show" : "list",
    onMutationError: (error) => {
      const current = (error as { statusCode?: number; current?: Current }).current;
      if ((error as { statusCode?: number }).statusCode === 409 && current) setConflict(current);
    },
    // A stale version: the notice on the page says it better than a toast. Another 409 (a double booking) is toasted
    // and marked on its field like any refusal.
    errorNotification: (error) => {
      const refusal = error as { statusCode?: number; current?: Current } | undefined;
      return (refusal?.statusCode === 409 && refusal.current ? false : undefined) as never;
    },
  });
  const loaded = query?.data?.data as Current | undefined;
  // On a phone Save is far below the notice: bring it into view.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) notice.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [conflict]);
  const back = fillRoute(def.routes.show ?? def.routes.list, params);
  const reload = async () => {
    await query?.refetch();
    form.resetFields();
    setConflict(undefined);
  };
  return (
    <FormFrame title={t("engine.edit", { noun: nounOf(def) })} back={back} saveButtonProps={saveButtonProps} loading={query?.isLoading}>
      {conflict && (
        <div ref={notice}>
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          message={t("engine.conflict", { who: conflict.updated_by_name ?? t("engine.someone"), noun: nounOf(def).toLowerCase(), when: formatDateTime(conflict.updated_at) })}
          description={t("engine.conflictHint")}
          action={
            <Button type="primary" onClick={reload}>{t("engine.reload")}</Button>
          }
        />
        </div>
      )}
      {/* The version this form loaded travels with the save, so a stale save is refused, not silently applied. */}
      <ResourceForm def={def} formProps={{ ...formProps, onFinish: (values) => formProps.onFinish?.({ ...(values as object), version: loaded?.version }) }} />
    </FormFrame>
  );
}
