import { PageFrame } from "../../engine/PageFrame";
import { HistoryList } from "../../engine/HistoryList";
import { useBusiness } from "../../business/BusinessContext";

/**
 * The owner's view of who changed what across the business, newest first, each entry linked to
 * its record. The server answers a STAFF member 403, shown here as that message.
 */
export default function RecentChangesPage() {
  const { businessId } = useBusiness();
  return (
    <PageFrame title="Recent changes">
      {businessId && <HistoryList key={businessId} path={`b/${businessId}/history`} withRecord />}
    </PageFrame>
  );
}
