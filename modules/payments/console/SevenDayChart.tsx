import { formatRupees } from "../../../resources/money";
import { formatDayMonth, formatWeekday } from "../../../resources/locale-format";
import { useTranslation } from "../../../src/i18n/use-translation";

const WIDTH = 560;
const HEIGHT = 200;
/** The chart's width to height, for what stands in its place while it loads. */
export const CHART_ASPECT = `${WIDTH} / ${HEIGHT}`;
const PAD = { top: 18, right: 8, bottom: 34, left: 8 };

/** Seven bars, one per day, drawn as plain SVG (no chart library: it would outweigh the page). */
export function SevenDayChart({ days }: { days: { date: string; amount: number; count: number }[] }) {
  const { t } = useTranslation();
  const max = Math.max(...days.map((d) => d.amount), 1);
  const slot = (WIDTH - PAD.left - PAD.right) / days.length;
  const barWidth = Math.min(44, slot * 0.6);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ display: "block" }} role="img" aria-label={t("dashboard.chart")} data-testid="seven-day-chart">
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} stroke="#d9d9d9" />
      {days.map((d, i) => {
        const h = d.amount > 0 ? Math.max(3, (d.amount / max) * plotHeight) : 0;
        const x = PAD.left + slot * i + (slot - barWidth) / 2;
        const y = HEIGHT - PAD.bottom - h;
        const isToday = i === days.length - 1;
        return (
          <g key={d.date}>
            <title>{t("dashboard.bar", { day: formatDayMonth(d.date), amount: formatRupees(d.amount), count: d.count })}</title>
            <rect x={x} y={y} width={barWidth} height={h} rx={4} fill={isToday ? "#0b6e4f" : "#7cc4a8"} />
            {d.amount > 0 && (
              <text x={x + barWidth / 2} y={y - 5} textAnchor="middle" fontSize={10} fill="#444">
                {compactRupees(d.amount)}
              </text>
            )}
            <text x={x + barWidth / 2} y={HEIGHT - PAD.bottom + 14} textAnchor="middle" fontSize={11} fill="#555">
              {formatWeekday(d.date)}
            </text>
            <text x={x + barWidth / 2} y={HEIGHT - PAD.bottom + 27} textAnchor="middle" fontSize={10} fill="#999">
              {formatDayMonth(d.date)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** ₹1.2L, ₹15.3K, ₹950: short labels that fit above a bar (lakh, the Indian unit). */
export function compactRupees(amount: number): string {
  if (amount >= 1_00_00_000) return `₹${(amount / 1_00_00_000).toFixed(1)}Cr`;
  if (amount >= 1_00_000) return `₹${(amount / 1_00_000).toFixed(1)}L`;
  if (amount >= 1_000) return `₹${(amount / 1_000).toFixed(1)}K`;
  return `₹${Math.round(amount)}`;
}
