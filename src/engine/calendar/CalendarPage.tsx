import { Suspense, lazy, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert, Button, Segmented, Select, Spin } from "antd";
import { LeftOutlined, PlusOutlined, RightOutlined, UnorderedListOutlined } from "@ant-design/icons";
import type { ResourceDef } from "../../../resources/types";
import { istDate } from "../../../resources/ist";
import { useAllowed } from "../../access/useAccess";
import { useTranslation } from "../../i18n/use-translation";
import { titleOf } from "../../i18n/words";
import { useIsPhone } from "../../ui/useIsPhone";
import { PageFrame } from "../PageFrame";
import { ListError } from "../ResourceList";
import { addDays, daysFrom, weekStart } from "./layout";
import { useCalendarRows, type Item } from "./use-calendar-rows";
import { TimedGrid } from "./TimedGrid";
import { Agenda } from "./Agenda";
import { NightGrid, NIGHTS } from "./NightGrid";
import { useMove } from "./use-move";
import { consoleParts } from "../../module-parts";
import { formatDayMonth, formatWeekday } from "../../../resources/locale-format";
import "./calendar.css";

// A booking's sheet (its details, the move form and its date picker) loads on the first tap on one, not
// with the week: most visits only look (issue 24, the calendar's first-visit weight).
const ItemSheet = lazy(() => import("./ItemSheet").then((m) => ({ default: m.ItemSheet })));

type View = "day" | "week";
const isDate = (v: string | null): v is string => Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v));

/**
 * The calendar of a resource that declares one (resources/types.ts `calendar`): for a time range on a
 * day, the day (columns = lanes) and week (columns = days) views, on a phone the day as an agenda of one
 * lane; for stays, a lane × night grid. The day, view and lane are in the address, so a reload or a
 * shared link opens the same page.
 */
export default function CalendarPage({ def }: { def: ResourceDef }) {
  const cal = def.calendar!;
  const { t } = useTranslation();
  const phone = useIsPhone();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const today = istDate();
  const day = isDate(params.get("date")) ? params.get("date")! : today;
  const timed = Boolean(cal.date);
  const view: View = !timed || phone ? "day" : params.get("view") === "week" ? "week" : "day";
  const laneParam = params.get("lane");
  const from = !timed ? day : view === "week" ? weekStart(day) : day;
  const to = !timed ? addDays(day, NIGHTS - 1) : view === "week" ? addDays(from, 6) : day;
  const { items, lanes, query, lanesLoading } = useCalendarRows(def, from, to);
  const [open, setOpen] = useState<Item>();
  // Once opened, the sheet stays mounted, so it can play its closing.
  const [sheetUsed, setSheetUsed] = useState(false);
  if (open && !sheetUsed) setSheetUsed(true);
  const { move, refusal, clearRefusal, moving } = useMove(def);

  const canWrite = useAllowed(def.name, "edit");
  const canCreate = useAllowed(def.name, "create") && Boolean(def.routes.create);
  // The figures route serves appointments only (modules/appointments/server/figures-routes.ts); a
  // reader without Appointments read never asks for them.
  // A module's figures for this resource (modules' console parts), for a caller who may list it.
  const Figures = consoleParts.map((p) => p.calendarFigures?.[def.name]).find((f) => f !== undefined);
  const showFigures = useAllowed(def.name, "list");

  const set = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined) p.delete(k);
      else p.set(k, v);
    }
    setParams(p, { replace: true });
  };
  const step = !timed ? 7 : view === "week" ? 7 : 1;
  const lane = laneParam && lanes.some((l) => String(l.id) === laneParam) ? Number(laneParam) : undefined;
  // The phone agenda shows one lane: the chosen one, else the first.
  const agendaLane = lane ?? lanes.find((l) => l.id !== null)?.id ?? null;

  /** A free slot tapped: the create form with the slot filled in. */
  const book = (slot: { date: string; start?: string; end?: string; lane: number | null }) => {
    if (!canCreate) return;
    const q = new URLSearchParams();
    if (cal.date) {
      q.set(cal.date, slot.date);
      if (slot.start) q.set(cal.start, slot.start);
      if (slot.end) q.set(cal.end, slot.end);
    } else {
      q.set(cal.start, slot.date);
      q.set(cal.end, addDays(slot.date, 1));
    }
    if (slot.lane !== null) q.set(cal.lane, String(slot.lane));
    navigate(`${def.routes.create}?${q}`);
  };

  const laneName = (id: number | null) => lanes.find((l) => l.id === id)?.label || t("calendar.nobody");
  const range =
    from === to ? `${formatWeekday(from)}, ${formatDayMonth(from)}` : `${formatDayMonth(from)} – ${formatDayMonth(to)}`;

  return (
    <PageFrame
      title={t("calendar.title", { what: titleOf(def) })}
      extra={
        <>
          <Link to={def.routes.list}>
            <Button icon={<UnorderedListOutlined />} tabIndex={-1}>
              {t("calendar.list")}
            </Button>
          </Link>
          {canCreate && (
            <Link to={`${def.routes.create}?${new URLSearchParams(cal.date ? { [cal.date]: day } : { [cal.start]: day, [cal.end]: addDays(day, 1) })}`}>
              <Button type="primary" icon={<PlusOutlined />} tabIndex={-1}>
                {t("calendar.book")}
              </Button>
            </Link>
          )}
        </>
      }
    >
      {Figures && showFigures && (
        <Suspense fallback={null}>
          <Figures rowsReadAt={query.dataUpdatedAt} />
        </Suspense>
      )}
      <div className="cal-toolbar">
        <div className="cal-nav" role="group" aria-label={t("calendar.days")}>
          <Button icon={<LeftOutlined />} aria-label={t("calendar.previous")} onClick={() => set({ date: addDays(day, -step) })} />
          <Button onClick={() => set({ date: today })} disabled={from <= today && today <= to}>
            {t("calendar.today")}
          </Button>
          <Button icon={<RightOutlined />} aria-label={t("calendar.next")} onClick={() => set({ date: addDays(day, step) })} />
          <h2 className="cal-range" aria-live="polite">
            {range}
          </h2>
        </div>
        <div className="cal-nav">
          {timed && (phone || view === "week") && (
            <Select
              aria-label={t("calendar.lane")}
              className="cal-lane-picker"
              value={phone ? (agendaLane ?? "none") : (lane ?? "all")}
              onChange={(v) => set({ lane: v === "all" || v === "none" ? undefined : String(v) })}
              options={[
                ...(phone ? [] : [{ value: "all", label: t("calendar.allLanes") }]),
                ...lanes.map((l) => ({ value: l.id ?? "none", label: l.label || t("calendar.nobody") })),
              ]}
              loading={lanesLoading}
            />
          )}
          {timed && !phone && (
            <Segmented<View>
              aria-label={t("calendar.view")}
              value={view}
              onChange={(v) => set({ view: v === "week" ? "week" : undefined })}
              options={[
                { value: "day", label: t("calendar.day") },
                { value: "week", label: t("calendar.week") },
              ]}
            />
          )}
        </div>
      </div>
      {refusal && (
        <Alert className="cal-refusal" type="error" showIcon role="alert" message={t("calendar.notMoved")} description={refusal} closable onClose={clearRefusal} />
      )}
      {query.isError ? (
        <ListError what={titleOf(def)} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <Spin size="large" style={{ display: "block", margin: 64 }} />
      ) : !timed ? (
        <NightGrid def={def} from={from} items={items} lanes={lanes} onOpen={setOpen} onBook={canCreate ? book : undefined} />
      ) : phone ? (
        <Agenda def={def} date={day} items={items.filter((it) => it.lane === agendaLane)} lane={agendaLane} onOpen={setOpen} onBook={canCreate ? book : undefined} />
      ) : (
        <TimedGrid
          def={def}
          columns={
            view === "day"
              ? lanes.map((l) => ({ key: `l${l.id}`, date: day, lane: l.id, label: l.label || t("calendar.nobody") }))
              : daysFrom(from, 7).map((d) => ({ key: d, date: d, lane: lane ?? null, anyLane: lane === undefined, label: `${formatWeekday(d)} ${formatDayMonth(d)}`, today: d === today }))
          }
          items={items}
          onOpen={setOpen}
          onBook={canCreate ? book : undefined}
          onMove={canWrite ? (it, to) => void move(it, to) : undefined}
          moving={moving}
        />
      )}
      {sheetUsed && (
        // The first tap on a booking fetches the sheet: on mobile data that is a moment, and the tap must show it was heard.
        <Suspense fallback={<Spin size="large" fullscreen />}>
          <ItemSheet def={def} item={open} laneName={laneName} lanes={lanes} canWrite={canWrite} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </PageFrame>
  );
}
