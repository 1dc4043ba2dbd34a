import { useMemo, useState } from "react";
import { Alert, Button, Segmented, Skeleton } from "antd";
import { useQuery } from "@tanstack/react-query";
import { Typography } from "../../../../src/ui/Typography";
import { useTranslation } from "../../../../src/i18n/use-translation";
import { intlLocale } from "../../../../locales/languages";
import { freeSlots } from "./api";

export interface PickedSlot {
  staff_id: number;
  staff: string;
  date: string;
  start_time: string;
  end_time: string;
}

const dayLabel = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** The free days of a service as chips, then who is free and when that day, as buttons big enough for a thumb. */
export function SlotPicker({ businessId, serviceId, onPick }: { businessId: string | number; serviceId: number; onPick: (slot: PickedSlot) => void }) {
  const { t, i18n } = useTranslation("payments");
  const locale = intlLocale(i18n.language);
  const query = useQuery({ queryKey: ["book-slots", businessId, serviceId], queryFn: () => freeSlots(businessId, serviceId) });
  const days = useMemo(() => [...new Set((query.data?.staff ?? []).flatMap((s) => s.slots.map((x) => x.date)))].sort(), [query.data]);
  const [day, setDay] = useState<string>();
  const [staffId, setStaffId] = useState<number>();
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError) return <Alert type="warning" showIcon message={t("booking.slotsFailed")} action={<Button onClick={() => query.refetch()}>{t("public.retry")}</Button>} />;
  if (!days.length) return <Alert type="info" showIcon message={t("booking.noSlots")} />;
  const chosenDay = day && days.includes(day) ? day : days[0];
  const free = query.data.staff.filter((s) => s.slots.some((x) => x.date === chosenDay));
  const who = free.find((s) => s.staff_id === staffId) ?? free[0];
  return (
    <div className="book-slots">
      <Typography.Text strong id="book-day-label">{t("booking.day")}</Typography.Text>
      <div className="book-days" role="radiogroup" aria-labelledby="book-day-label">
        {days.map((d) => (
          <Button key={d} role="radio" aria-checked={d === chosenDay} type={d === chosenDay ? "primary" : "default"} onClick={() => setDay(d)}>
            {dayLabel(locale, d)}
          </Button>
        ))}
      </div>
      {free.length > 1 && (
        <>
          <Typography.Text strong>{t("booking.with")}</Typography.Text>
          <Segmented block options={free.map((s) => ({ value: s.staff_id, label: s.full_name.split(" ")[0] }))} value={who.staff_id} onChange={(v) => setStaffId(Number(v))} aria-label={t("booking.with")} />
        </>
      )}
      <Typography.Text strong id="book-time-label">{t("booking.time", { name: who.full_name })}</Typography.Text>
      <div className="book-times" role="group" aria-labelledby="book-time-label">
        {who.slots
          .filter((x) => x.date === chosenDay)
          .map((x) => (
            <Button key={x.start_time} onClick={() => onPick({ staff_id: who.staff_id, staff: who.full_name, ...x })}>
              {x.start_time}
            </Button>
          ))}
      </div>
    </div>
  );
}
