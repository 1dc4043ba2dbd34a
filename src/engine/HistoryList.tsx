import { useInfiniteQuery } from "@tanstack/react-query";
import { Alert, Button, Empty, Skeleton, Tag } from "antd";
import { Link } from "react-router";
import { http, errorMessage } from "../../providers/http";
import { resourceByName } from "../../resources";
import type { FieldDef } from "../../resources/types";
import { labelOf } from "../../resources/validate";
import { renderValue } from "./display";
import { fillRoute } from "./route-path";
import { formatDateTime, relativeFrom } from "./relative-time";
import "./history.css";

export interface HistoryEntry {
  id: number;
  resource: string;
  record_id: number;
  action: "create" | "update" | "delete";
  version: number;
  at: string;
  user_name: string | null;
  changes: Record<string, [unknown, unknown]>;
}

const PAGE = 50;
const ACTION: Record<HistoryEntry["action"], { text: string; color: string }> = {
  create: { text: "Created", color: "green" },
  update: { text: "Changed", color: "blue" },
  delete: { text: "Deleted", color: "red" },
};

/** One business's history from `path` (a record's, or the whole business's), newest first, 50 at a time. */
function useHistory(path: string) {
  return useInfiniteQuery({
    queryKey: ["history", path],
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }) =>
      (await http.get<{ data: HistoryEntry[] }>(path, { params: { limit: PAGE, before: pageParam } })).data.data,
    getNextPageParam: (last) => (last.length === PAGE ? last[last.length - 1].id : undefined),
  });
}

/** History keeps files as a mark ("(file)"), never their contents. */
const shown = (field: FieldDef, value: unknown) =>
  field.type === "image" || field.type === "file"
    ? value
      ? "a file"
      : <span className="value-empty">—</span>
    : field.type === "longtext" && typeof value === "string" && value
      ? `“${value}”`
      : renderValue(field, value);

function FieldChange({ field, from, to }: { field: FieldDef; from: unknown; to: unknown }) {
  return (
    <li>
      <span className="history-field">{labelOf(field)}:</span> {shown(field, from)}
      <span className="history-arrow" aria-label="changed to">→</span>
      {shown(field, to)}
    </li>
  );
}

/**
 * Who changed what and when. On a record's page (`withRecord` off) the entries are its own; on
 * the owner's page each entry names its resource and links to the record while it exists.
 */
export function HistoryList({ path, withRecord = false, params = {} }: { path: string; withRecord?: boolean; params?: Record<string, string | undefined> }) {
  const query = useHistory(path);
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError) return <Alert type="error" showIcon message={errorMessage(query.error)} action={<Button onClick={() => query.refetch()}>Retry</Button>} />;
  const entries = query.data?.pages.flat() ?? [];
  if (entries.length === 0) return <Empty description="No changes recorded yet" />;
  return (
    <>
      <ol className="history">
        {entries.map((h) => {
          const def = resourceByName(h.resource);
          const fields = def?.fields.filter((f) => f.name in h.changes) ?? [];
          const title = def && withRecord ? `${def.singular ?? def.label} #${h.record_id}` : undefined;
          const show = def?.routes.show && h.action !== "delete" ? fillRoute(def.routes.show, { ...params, id: String(h.record_id) }) : undefined;
          return (
            <li key={h.id} className="history-entry">
              <div className="history-head">
                <Tag color={ACTION[h.action].color}>{ACTION[h.action].text}</Tag>
                {title && (show ? <Link to={show}>{title}</Link> : <strong>{title}</strong>)}
                <span>by {h.user_name ?? "the system"}</span>
                <span className="history-when" title={formatDateTime(h.at)}>
                  {formatDateTime(h.at)} · {relativeFrom(h.at)}
                </span>
              </div>
              {fields.length > 0 && (
                <ul className="history-changes">
                  {fields.map((f) => (
                    <FieldChange key={f.name} field={f} from={h.changes[f.name][0]} to={h.changes[f.name][1]} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      {query.hasNextPage && (
        <Button className="history-more" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
          Show older changes
        </Button>
      )}
    </>
  );
}
