import { Alert, Skeleton } from "antd";
import { PageFrame } from "../../engine/PageFrame";
import { HistoryList } from "../../engine/HistoryList";
import { useBusiness } from "../../business/BusinessContext";
import { useTranslation } from "../../i18n/use-translation";
import { useAccess } from "../../access/useAccess";

/**
 * The owner's view of who changed what across the business, newest first, each entry linked to
 * its record. A STAFF member who opens it (its address, a bookmark) is told at once that it is the
 * owner's, by the same rule the server applies, instead of waiting on requests it would refuse.
 */
export default function RecentChangesPage() {
  const { businessId } = useBusiness();
  const { t } = useTranslation();
  const allowed = useAccess("history", "list")?.can;
  return (
    <PageFrame title={t("menu.recent-changes")}>
      {allowed === undefined && <Skeleton active paragraph={{ rows: 4 }} />}
      {allowed === false && <Alert type="info" showIcon message={t("history.ownerOnly")} data-testid="recent-changes-owner-only" />}
      {allowed && businessId && <HistoryList key={businessId} path={`b/${businessId}/history`} withRecord />}
    </PageFrame>
  );
}
