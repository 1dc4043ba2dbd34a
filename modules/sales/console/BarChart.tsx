import { formatCompact } from "../../../resources/locale-format";
import { rupees } from "./format";
import { useTranslation } from "../../../src/i18n/use-translation";

const W = 640;
const H = 200;
const PAD = { top: 16, right: 8, bottom: 28, left: 8 };

/** Bars drawn as plain SVG: a chart library would outweigh the page it sits on. */
export function BarChart({ points, label, color = "#0b6e4f" }: { points: { key: string; label: string; value: number }[]; label: string; color?: string }) {
  const { t } = useTranslation("sales");
  if (points.every((p) => p.value <= 0)) return <div className="sales-chart-empty">{t("common.noData")}</div>;
  const max = Math.max(...points.map((p) => p.value), 1);
  const slot = (W - PAD.left - PAD.right) / points.length;
  const bar = Math.max(2, Math.min(36, slot * 0.7));
  const plot = H - PAD.top - PAD.bottom;
  const every = Math.ceil(points.length / 12);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={label} className="sales-chart" data-testid="sales-chart">
      <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} stroke="#d9d9d9" />
      {points.map((p, i) => {
        const h = p.value > 0 ? Math.max(2, (p.value / max) * plot) : 0;
        const x = PAD.left + slot * i + (slot - bar) / 2;
        const y = H - PAD.bottom - h;
        return (
          <g key={p.key}>
            <title>{`${p.label}: ${rupees(p.value)}`}</title>
            <rect x={x} y={y} width={bar} height={h} rx={3} fill={color} />
            {points.length <= 16 && p.value > 0 && (
              <text x={x + bar / 2} y={y - 4} textAnchor="middle" fontSize={10} fill="#555">
                ₹{formatCompact(p.value)}
              </text>
            )}
            {i % every === 0 && (
              <text x={x + bar / 2} y={H - 10} textAnchor="middle" fontSize={10} fill="#777">
                {p.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
