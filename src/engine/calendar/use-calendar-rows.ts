import { useEffect, useMemo } from "react";
import { useList } from "@refinedev/core";
import type { CalendarDecl, ResourceDef } from "../../../resources/types";
import { resourceByName } from "../../../resources/registry";
import { subscribeLiveRecords } from "../../../providers/live-stream";
import { useBusiness } from "../../business/BusinessContext";

export type CalendarRow = Record<string, unknown> & { id: number; version?: number; _labels?: Record<string, string> };

/** One column of the calendar: a row of the lane resource (a staff member, a room), or "nobody" for items without one. */
export interface Lane {
  id: number | null;
  label: string;
}

/** A calendar item as the views draw it, read from a row through the declaration. */
export interface Item {
  row: CalendarRow;
  id: number;
  date: string;
  start: string;
  end: string;
  lane: number | null;
  title: string;
  status?: string;
  inactive: boolean;
}

export function itemOf(cal: CalendarDecl, row: CalendarRow): Item {
  const status = cal.status ? String(row[cal.status] ?? "") : undefined;
  return {
    row,
    id: row.id,
    date: String(row[cal.date ?? cal.start] ?? "").slice(0, 10),
    start: String(row[cal.start] ?? "").slice(0, cal.date ? 5 : 10),
    end: String(row[cal.end] ?? "").slice(0, cal.date ? 5 : 10),
    lane: typeof row[cal.lane] === "number" ? (row[cal.lane] as number) : null,
    title: String(row[cal.title] ?? ""),
    status,
    inactive: Boolean(status && cal.inactive?.includes(status)),
  };
}

const MAX_ROWS = 1000;

/**
 * The rows a calendar shows between `from` and `to` (ISO dates, both included) and its lanes, kept
 * current by the resource's live stream: any create, update or delete in the business refetches.
 * Timed items are those dated in the range; stays, those that overlap it (check-in before its end,
 * check-out after its start).
 */
export function useCalendarRows(def: ResourceDef, from: string, to: string) {
  const cal = def.calendar!;
  const { businessId } = useBusiness();
  const filters = cal.date
    ? [
        { field: cal.date, operator: "gte" as const, value: from },
        { field: cal.date, operator: "lte" as const, value: to },
      ]
    : [
        { field: cal.start, operator: "lte" as const, value: to },
        { field: cal.end, operator: "gte" as const, value: from },
      ];
  const rows = useList<CalendarRow>({
    resource: def.name,
    filters,
    sorters: [{ field: cal.date ?? cal.start, order: "asc" }],
    pagination: { currentPage: 1, pageSize: MAX_ROWS, mode: "server" },
    errorNotification: false,
  });
  const laneField = def.fields.find((f) => f.name === cal.lane)!.relation!;
  const laneDef = resourceByName(laneField.resource);
  const lanes = useList<CalendarRow>({
    resource: laneField.resource,
    sorters: [{ field: laneDef?.defaultSort?.field ?? "id", order: laneDef?.defaultSort?.order ?? "asc" }],
    pagination: { currentPage: 1, pageSize: 200, mode: "server" },
    // A reader of the calendar who may not read the lanes' resource still sees the lanes its items name.
    errorNotification: false,
  });

  const refetch = rows.query.refetch;
  useEffect(() => {
    if (!businessId) return;
    return subscribeLiveRecords(def.name, businessId, () => void refetch());
  }, [def.name, businessId, refetch]);

  const items = useMemo(() => (rows.result?.data ?? []).map((r) => itemOf(cal, r)), [rows.result?.data, cal]);
  const laneList = useMemo<Lane[]>(() => {
    const known: Lane[] = (lanes.result?.data ?? []).map((r) => ({ id: r.id, label: String(r[laneField.labelField] ?? `#${r.id}`) }));
    const seen = new Set(known.map((l) => l.id));
    for (const it of items) {
      if (it.lane !== null && !seen.has(it.lane)) {
        seen.add(it.lane);
        known.push({ id: it.lane, label: it.row._labels?.[cal.lane] ?? `#${it.lane}` });
      }
    }
    if (items.some((it) => it.lane === null)) known.push({ id: null, label: "" });
    return known;
  }, [lanes.result?.data, items, laneField.labelField, cal.lane]);

  return { items, lanes: laneList, query: rows.query, lanesLoading: lanes.query.isLoading };
}
