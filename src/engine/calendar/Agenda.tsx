import type { ResourceDef } from "../../../resources/types";
import { useTranslation } from "../../i18n/use-translation";
import { optionLabel } from "../option-label";
import { minutesOf, timeOf, visibleHours } from "./layout";
import type { Item } from "./use-calendar-rows";

/** Gaps shorter than this are not offered as free time. */
const MIN_FREE_MINUTES = 15;
const DEFAULT_MINUTES = 30;

/**
 * The phone's day: one lane's items in order, and between them the free time, each gap a button that
 * books its start. Items and gaps are large tap targets in one column, readable at 390 px.
 */
export function Agenda({
  def,
  date,
  items,
  lane,
  onOpen,
  onBook,
}: {
  def: ResourceDef;
  date: string;
  items: Item[];
  lane: number | null;
  onOpen: (item: Item) => void;
  onBook?: (slot: { date: string; start: string; end: string; lane: number | null }) => void;
}) {
  const { t } = useTranslation();
  const sorted = [...items].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  const [fromHour, toHour] = visibleHours(sorted);
  type Row = { kind: "item"; item: Item; at: number } | { kind: "free"; from: number; to: number; at: number };
  // Free time is what the active items leave; cancelled and no-show ones are listed in their place but free it.
  const rows: Row[] = sorted.map((item) => ({ kind: "item" as const, item, at: minutesOf(item.start) }));
  let cursor = fromHour * 60;
  for (const item of sorted.filter((it) => !it.inactive)) {
    const s = minutesOf(item.start);
    if (s - cursor >= MIN_FREE_MINUTES) rows.push({ kind: "free", from: cursor, to: s, at: cursor });
    cursor = Math.max(cursor, minutesOf(item.end));
  }
  if (toHour * 60 - cursor >= MIN_FREE_MINUTES) rows.push({ kind: "free", from: cursor, to: toHour * 60, at: cursor });
  rows.sort((a, b) => a.at - b.at || (a.kind === "free" ? -1 : 1));

  return (
    <>
    {sorted.length === 0 && <p className="cal-agenda-none">{t("calendar.none")}</p>}
    <ol className="cal-agenda" aria-label={t("calendar.agenda")} data-testid="cal-agenda">
      {rows.map((r) =>
        r.kind === "item" ? (
          <li key={`i${r.item.id}`}>
            <button
              type="button"
              className={`cal-agenda-item cal-status-${r.item.status ?? "none"}${r.item.inactive ? " cal-inactive" : ""}`}
              data-testid={`cal-item-${r.item.id}`}
              onClick={() => onOpen(r.item)}
            >
              <span className="cal-agenda-time">
                {r.item.start}
                <br />
                {r.item.end}
              </span>
              <span className="cal-agenda-body">
                <span className="cal-item-title">{r.item.title}</span>
                {r.item.status && <span className="cal-agenda-status">{optionLabel(r.item.status)}</span>}
                {def.calendar!.customer && <span className="cal-item-sub">{String(r.item.row[def.calendar!.customer] ?? "")}</span>}
              </span>
            </button>
          </li>
        ) : (
          <li key={`f${r.from}`}>
            {onBook ? (
              <button
                type="button"
                className="cal-agenda-free"
                onClick={() => onBook({ date, start: timeOf(r.from), end: timeOf(Math.min(r.to, r.from + DEFAULT_MINUTES)), lane })}
              >
                <span className="cal-agenda-time">{timeOf(r.from)}</span>
                <span>{t("calendar.freeUntil", { until: timeOf(r.to) })}</span>
              </button>
            ) : (
              <div className="cal-agenda-free">
                <span className="cal-agenda-time">{timeOf(r.from)}</span>
                <span>{t("calendar.freeUntil", { until: timeOf(r.to) })}</span>
              </div>
            )}
          </li>
        ),
      )}
    </ol>
    </>
  );
}
