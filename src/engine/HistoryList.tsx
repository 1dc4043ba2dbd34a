import { useInfiniteQuery } from "@tanstack/react-query";
import { Alert, Button, Empty, Skeleton, Tag } from "antd";
import { Link } from "react-router";
import { http, errorMessage } from "../../providers/http";
import { resourceByName } from "../../resources/registry";
import type { FieldDef, ResourceDef } from "../../resources/types";
import { labelIn, nounOf } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";
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
  /** What caused a change the system made (the invoice that moved this stock), in the reader's language. */
  cause: string | null;
}

const PAGE = 50;
/** Each action's tag colour; its word is console.json's history.<action>. */
const ACTION_COLOR: Record<HistoryEntry["action"], string> = { create: "green", update: "blue", delete: "red" };

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
const shown = (field: FieldDef, value: unknown, aFile: string) =>
  field.type === "image" || field.type === "file"
    ? value
      ? aFile
      : <span className="value-empty">—</span>
    : field.type === "longtext" && typeof value === "string" && value
      ? `“${value}”`
      : renderValue(field, value);

function FieldChange({ def, field, from, to }: { def?: ResourceDef; field: FieldDef; from: unknown; to: unknown }) {
  const { t } = useTranslation();
  return (
    <li>
      <span className="history-field">{labelIn(def, field)}:</span> {shown(field, from, t("history.aFile"))}
      <span className="history-arrow" aria-label={t("history.changedTo")}>→</span>
      {shown(field, to, t("history.aFile"))}
    </li>
  );
}

/**
 * Who changed what and when. On a record's page (`withRecord` off) the entries are its own; on
 * the owner's page each entry names its resource and links to the record while it exists.
 */
export function HistoryList({ path, withRecord = false, params = {} }: { path: string; withRecord?: boolean; params?: Record<string, string | undefined> }) {
  const query = useHistory(path);
  const { t } = useTranslation();
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError) return <Alert type="error" showIcon message={errorMessage(query.error)} action={<Button onClick={() => query.refetch()}>{t("engine.retry")}</Button>} />;
  const entries = query.data?.pages.flat() ?? [];
  if (entries.length === 0) return <Empty description={t("history.none")} />;
  return (
    <>
      <ol className="history">
        {entries.map((h) => {
          const def = resourceByName(h.resource);
          const fields = def?.fields.filter((f) => f.name in h.changes) ?? [];
          const title = def && withRecord ? `${nounOf(def)} #${h.record_id}` : undefined;
          const show = def?.routes.show && h.action !== "delete" ? fillRoute(def.routes.show, { ...params, id: String(h.record_id) }) : undefined;
          return (
            <li key={h.id} className="history-entry">
              <div className="history-head">
                <Tag color={ACTION_COLOR[h.action]}>{t(`history.${h.action}`)}</Tag>
                {title && (show ? <Link to={show}>{title}</Link> : <strong>{title}</strong>)}
                <span>{t("history.by", { name: h.user_name ?? t("history.system") })}</span>
                {h.cause && <span className="history-cause">{t("history.cause", { cause: h.cause })}</span>}
                <span className="history-when" title={formatDateTime(h.at)}>
                  {formatDateTime(h.at)} · {relativeFrom(h.at)}
                </span>
              </div>
              {fields.length > 0 && (
                <ul className="history-changes">
                  {fields.map((f) => (
                    <FieldChange key={f.name} def={def} field={f} from={h.changes[f.name][0]} to={h.changes[f.name][1]} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      {query.hasNextPage && (
        <Button className="history-more" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
          {t("history.older")}
        </Button>
      )}
    </>
  );
}
