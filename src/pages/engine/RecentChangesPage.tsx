import { PageFrame } from "../../engine/PageFrame";
import { HistoryList } from "../../engine/HistoryList";
import { useBusiness } from "../../business/BusinessContext";
import { useTranslation } from "../../i18n/use-translation";

/**
 * The owner's view of who changed what across the business, newest first, each entry linked to
 * its record. The server answers a STAFF member 403, shown here as that message.
 */
export default function RecentChangesPage() {
  const { businessId } = useBusiness();
  const { t } = useTranslation();
  return (
    <PageFrame title={t("menu.recent-changes")}>
      {businessId && <HistoryList key={businessId} path={`b/${businessId}/history`} withRecord />}
    </PageFrame>
  );
}
