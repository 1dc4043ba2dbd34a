import type { ResourceDef } from "../../../resources/types";
import { useTranslation } from "../../i18n/use-translation";
import { labelIn } from "../../i18n/words";
import { formatDayMonth, formatWeekday } from "../../../resources/locale-format";
import { istDate } from "../../../resources/ist";
import { daysFrom, nightSpan } from "./layout";
import type { Item, Lane } from "./use-calendar-rows";

/** Nights the grid shows from its first day. */
export const NIGHTS = 14;

/**
 * Stays on a lane × night grid (rooms down, nights across): each stay a bar from its check-in night to
 * the night before check-out, cut at the grid's edges. A free night books a one-night stay in that room.
 */
export function NightGrid({
  def,
  from,
  items,
  lanes,
  onOpen,
  onBook,
}: {
  def: ResourceDef;
  from: string;
  items: Item[];
  lanes: Lane[];
  onOpen: (item: Item) => void;
  onBook?: (slot: { date: string; lane: number | null }) => void;
}) {
  const { t } = useTranslation();
  const nights = daysFrom(from, NIGHTS);
  const today = istDate();
  return (
    <div className="cal-grid-scroll">
      <div className="cal-nights" role="region" aria-label={t("calendar.nights")} style={{ gridTemplateColumns: `minmax(84px, 120px) repeat(${NIGHTS}, minmax(64px, 1fr))` }}>
        <div className="cal-corner">
          {labelOfLane(def)}
        </div>
        {nights.map((d) => (
          <div key={d} className={`cal-head${d === today ? " cal-today" : ""}`}>
            {formatWeekday(d)}
            <br />
            {formatDayMonth(d)}
          </div>
        ))}
        {lanes.map((lane, row) => {
          const stays = items.filter((it) => it.lane === lane.id).map((it) => ({ it, span: nightSpan(it, from, NIGHTS) })).filter((s) => s.span);
          const taken = new Set(stays.filter((s) => !s.it.inactive).flatMap((s) => Array.from({ length: s.span!.span }, (_, i) => s.span!.column + i)));
          return [
            <div key={`h${lane.id}`} className="cal-lane-head" style={{ gridRow: row + 2 }}>
              {lane.label || t("calendar.nobody")}
            </div>,
            ...nights.map((d, i) =>
              taken.has(i) || !onBook || lane.id === null ? (
                <div key={`c${lane.id}-${d}`} className="cal-night" style={{ gridRow: row + 2, gridColumn: i + 2 }} />
              ) : (
                <button
                  type="button"
                  key={`c${lane.id}-${d}`}
                  className="cal-night cal-night-free"
                  style={{ gridRow: row + 2, gridColumn: i + 2 }}
                  aria-label={t("calendar.bookNight", { lane: lane.label, date: formatDayMonth(d) })}
                  tabIndex={-1}
                  onClick={() => onBook({ date: d, lane: lane.id })}
                />
              ),
            ),
            ...stays.map(({ it, span }) => (
              <button
                type="button"
                key={`s${it.id}`}
                className={`cal-stay cal-status-${it.status ?? "none"}${it.inactive ? " cal-inactive" : ""}${span!.clippedStart ? " cal-clip-start" : ""}${span!.clippedEnd ? " cal-clip-end" : ""}`}
                style={{ gridRow: row + 2, gridColumn: `${span!.column + 2} / span ${span!.span}` }}
                data-testid={`cal-item-${it.id}`}
                onClick={() => onOpen(it)}
                aria-label={t("calendar.stayLabel", { title: it.title, from: formatDayMonth(it.start), to: formatDayMonth(it.end) })}
              >
                <span className="cal-item-title">{it.title}</span>
              </button>
            )),
          ];
        })}
      </div>
    </div>
  );
}

const labelOfLane = (def: ResourceDef) => labelIn(def, def.fields.find((f) => f.name === def.calendar!.lane)!);
