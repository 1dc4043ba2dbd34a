import { useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import type { ResourceDef } from "../../../resources/types";
import { useTranslation } from "../../i18n/use-translation";
import { optionLabel } from "../option-label";
import { layoutOverlaps, moveRange, place, slotAt, timeOf, minutesOf, visibleHours } from "./layout";
import type { Item } from "./use-calendar-rows";
import type { Target } from "./use-move";

export interface Column {
  key: string;
  date: string;
  lane: number | null;
  /** A week column without a chosen lane: every lane's items of that day. */
  anyLane?: boolean;
  label: string;
  today?: boolean;
}

const PX_PER_HOUR = 64;
const DEFAULT_MINUTES = 30;
/** A press that moves less than this is a tap, not a drag. */
const DRAG_THRESHOLD = 5;

interface Drag {
  item: Item;
  pointerId: number;
  x0: number;
  y0: number;
  /** Where in the item the pointer took hold, so it does not jump under the pointer. */
  grabY: number;
  dx: number;
  dy: number;
  active: boolean;
}

/**
 * The desktop day (columns = lanes) and week (columns = days) views: a time scale and one column per
 * lane or day, items placed by time and side by side where they overlap. A click on free time books
 * it; an item dragged to another time or column is moved there once the server agrees.
 */
export function TimedGrid({
  def,
  columns,
  items,
  onOpen,
  onBook,
  onMove,
  moving,
}: {
  def: ResourceDef;
  columns: Column[];
  items: Item[];
  onOpen: (item: Item) => void;
  onBook?: (slot: { date: string; start: string; end: string; lane: number | null }) => void;
  onMove?: (item: Item, to: Target) => void;
  moving: boolean;
}) {
  const { t } = useTranslation();
  const [fromHour, toHour] = visibleHours(items);
  const hours = Array.from({ length: toHour - fromHour }, (_, i) => fromHour + i);
  const [drag, setDrag] = useState<Drag>();
  const dragRef = useRef<Drag>(undefined);
  // The click that ends a drag is not a tap on the item.
  const dropped = useRef(false);
  const cal = def.calendar!;

  const inColumn = (c: Column) => items.filter((it) => it.date === c.date && (c.anyLane || it.lane === c.lane));

  const down = (e: ReactPointerEvent<HTMLButtonElement>, item: Item) => {
    if (!onMove || e.button !== 0 || e.pointerType === "touch") return;
    const rect = e.currentTarget.getBoundingClientRect();
    const d = { item, pointerId: e.pointerId, x0: e.clientX, y0: e.clientY, grabY: e.clientY - rect.top, dx: 0, dy: 0, active: false };
    dragRef.current = d;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const moveTo = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const d = dragRef.current;
    if (!d || d.pointerId !== e.pointerId) return;
    const dx = e.clientX - d.x0;
    const dy = e.clientY - d.y0;
    const active = d.active || Math.hypot(dx, dy) > DRAG_THRESHOLD;
    dragRef.current = { ...d, dx, dy, active };
    if (active) setDrag(dragRef.current);
  };
  const up = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const d = dragRef.current;
    dragRef.current = undefined;
    setDrag(undefined);
    if (!d || d.pointerId !== e.pointerId) return;
    if (!d.active) return; // a tap: the click opens it
    dropped.current = true;
    const column = document
      .elementsFromPoint(e.clientX, e.clientY)
      .map((el) => el.closest<HTMLElement>("[data-cal-column]"))
      .find(Boolean);
    if (!column) return;
    const target = columns.find((c) => c.key === column.dataset.calColumn);
    if (!target) return;
    const top = e.clientY - column.getBoundingClientRect().top - d.grabY;
    const start = slotAt(top + PX_PER_HOUR / 8, fromHour, PX_PER_HOUR);
    const range = moveRange(d.item, start);
    if (range.start === d.item.start && target.date === d.item.date && (target.anyLane || target.lane === d.item.lane)) return;
    if (minutesOf(range.end) <= minutesOf(range.start)) return; // past midnight
    onMove!(d.item, { date: target.date, start: range.start, end: range.end, ...(target.anyLane ? {} : { lane: target.lane }) });
  };

  const free = (e: React.MouseEvent<HTMLDivElement>, c: Column) => {
    if (!onBook || e.target !== e.currentTarget) return;
    const start = slotAt(e.clientY - e.currentTarget.getBoundingClientRect().top, fromHour, PX_PER_HOUR);
    onBook({ date: c.date, start, end: timeOf(minutesOf(start) + DEFAULT_MINUTES), lane: c.anyLane ? null : c.lane });
  };

  return (
    <div className="cal-grid-scroll" aria-busy={moving}>
      <div className="cal-grid" style={{ gridTemplateColumns: `56px repeat(${columns.length}, minmax(140px, 1fr))` }}>
        <div className="cal-corner" />
        {columns.map((c) => (
          <div key={c.key} className={`cal-head${c.today ? " cal-today" : ""}`}>
            {c.label}
          </div>
        ))}
        <div className="cal-scale" aria-hidden>
          {hours.map((h) => (
            <div key={h} className="cal-hour-label" style={{ height: PX_PER_HOUR }}>
              {timeOf(h * 60)}
            </div>
          ))}
        </div>
        {columns.map((c) => (
          <div
            key={c.key}
            className={`cal-column${onBook ? " cal-bookable" : ""}`}
            data-cal-column={c.key}
            data-testid={`cal-column-${c.lane ?? "none"}-${c.date}`}
            style={{ height: hours.length * PX_PER_HOUR, backgroundSize: `100% ${PX_PER_HOUR / 2}px` }}
            onClick={(e) => free(e, c)}
            title={onBook ? t("calendar.tapToBook") : undefined}
          >
            {layoutOverlaps(inColumn(c), (it) => it).map(({ item, track, of }) => {
              const { top, height } = place(item.start, item.end, fromHour, PX_PER_HOUR);
              const dragged = drag?.active && drag.item.id === item.id;
              return (
                <button
                  type="button"
                  key={item.id}
                  className={`cal-item cal-status-${item.status ?? "none"}${item.inactive ? " cal-inactive" : ""}${dragged ? " cal-dragging" : ""}`}
                  data-testid={`cal-item-${item.id}`}
                  style={{
                    top,
                    height,
                    left: `calc(${(track / of) * 100}% + 2px)`,
                    width: `calc(${100 / of}% - 4px)`,
                    transform: dragged ? `translate(${drag.dx}px, ${drag.dy}px)` : undefined,
                  }}
                  onPointerDown={(e) => down(e, item)}
                  onPointerMove={moveTo}
                  onPointerUp={up}
                  onPointerCancel={() => {
                    dragRef.current = undefined;
                    setDrag(undefined);
                  }}
                  onClick={(e) => {
                    e.stopPropagation();
                    if (dropped.current) dropped.current = false;
                    else onOpen(item);
                  }}
                >
                  <span className="cal-item-time">
                    {item.start}–{item.end}
                  </span>
                  <span className="cal-item-title">{item.title}</span>
                  {/* Said, not shown: the colour says it to the eye. */}
                  {item.status && <span className="galla-visually-hidden">, {optionLabel(item.status)}</span>}
                  {c.anyLane && item.lane !== null && <span className="cal-item-sub">{item.row._labels?.[cal.lane]}</span>}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
