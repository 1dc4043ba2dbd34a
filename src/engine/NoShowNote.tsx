import { useList } from "@refinedev/core";
import { Alert } from "antd";
import type { ResourceDef } from "../../resources/types";
import { isMobile, normalizeMobile } from "../../resources/validators";
import { useTranslation } from "../i18n/use-translation";

/**
 * A customer's earlier no-shows (a calendar's `customer` and `noShow`), counted by the server: the
 * list's total for that number and status. Said when booking them and on their appointment, so the
 * owner can ask for an advance; nothing is said for a customer who always came.
 */
export function NoShowNote({ def, phone, exceptId }: { def: ResourceDef; phone: string; exceptId?: number }) {
  const cal = def.calendar;
  const { t } = useTranslation();
  const valid = Boolean(cal?.customer && cal.noShow && cal.status && isMobile(phone));
  const { result } = useList({
    resource: def.name,
    filters: valid
      ? [
          { field: cal!.customer!, operator: "eq", value: normalizeMobile(phone) },
          { field: cal!.status!, operator: "eq", value: cal!.noShow! },
          ...(exceptId ? [{ field: "id", operator: "ne" as const, value: exceptId }] : []),
        ]
      : [],
    pagination: { currentPage: 1, pageSize: 1, mode: "server" },
    queryOptions: { enabled: valid },
    errorNotification: false,
  });
  const count = valid ? (result?.total ?? 0) : 0;
  if (!count) return null;
  return <Alert type="warning" showIcon data-testid="no-show-note" message={t("calendar.noShows", { count })} />;
}
