import { useEffect, useRef } from "react";
import { Card, Skeleton, Statistic } from "antd";
import { useQuery } from "@tanstack/react-query";
import type { AppointmentFigures } from "../contract";
import { http } from "../../../providers/http";
import { formatNumber } from "../../../resources/locale-format";
import { useBusiness } from "../../../src/business/BusinessContext";
import { useTranslation } from "../../../src/i18n/use-translation";
import { ListError } from "../../../src/engine/ResourceList";

/**
 * The figures, or null when the caller may not have them: 403 (no Appointments read) and 404 (no
 * appointments module) are "nothing to show", not faults, so the card hides instead of erroring.
 */
async function fetchFigures(businessId: string): Promise<AppointmentFigures | null> {
  const res = await http.get<AppointmentFigures>("/appointments/figures", {
    params: { business_id: businessId },
    validateStatus: (s) => (s >= 200 && s < 300) || s === 403 || s === 404,
  });
  return res.status === 200 ? res.data : null;
}

const FIGURES = [
  ["today_bookings", "todayBookings"],
  ["today_upcoming", "upcoming"],
  ["free_slots_today", "freeSlots"],
  ["no_shows_month", "noShows"],
] as const;

/**
 * Today's appointment figures (GET /api/appointments/figures) above the calendar: always today's, whatever
 * day the calendar shows. Refetched each time the calendar's rows are (`rowsReadAt`): the calendar
 * refetches on every live change, so a new booking moves the count without a reload, and the page keeps
 * one live stream rather than opening a second.
 */
export function FiguresCard({ rowsReadAt }: { rowsReadAt: number }) {
  const { t } = useTranslation();
  const { businessId } = useBusiness();
  const query = useQuery({
    queryKey: ["appointment-figures", businessId],
    queryFn: () => fetchFigures(businessId!),
    enabled: Boolean(businessId),
  });
  const refetch = query.refetch;
  // The first read of the rows comes with the first read of the figures; later ones ask again.
  const firstRead = useRef(rowsReadAt);
  useEffect(() => {
    if (rowsReadAt !== firstRead.current) void refetch();
  }, [rowsReadAt, refetch]);

  if (query.isError) {
    return (
      <div className="cal-figures-error">
        <ListError what={t("calendar.figures.title")} error={query.error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (query.data === null) return null;
  const f = query.data;
  return (
    <Card size="small" className="cal-figures" data-testid="appointment-figures" title={t("calendar.figures.title")}>
      <Skeleton active loading={!f} title={false} paragraph={{ rows: 2 }}>
        <div className="cal-figures-grid">
          {FIGURES.map(([field, word]) => (
            <Statistic key={field} title={t(`calendar.figures.${word}`)} value={f ? formatNumber(f[field]) : ""} data-testid={`figure-${field}`} />
          ))}
        </div>
      </Skeleton>
    </Card>
  );
}
