import { Button, Flex, Select } from "antd";
import { formatNumber } from "../../resources/locale-format";
import { useTranslation } from "../i18n/use-translation";
import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { pageItems, totalText } from "../ui/pagination";
import type { TotalKind } from "../../providers/total-kind";

/** Server-side pagination with the spec's shape: 5 pages displayed, 2 margin pages (spec §9). */
export function Paginator(props: {
  current: number;
  pageCount: number;
  total: number;
  /** How the server arrived at `total` (x-total-count-kind): a lower bound or an estimate is said as one. */
  totalKind?: TotalKind;
  pageSize: number;
  onPage: (page: number) => void;
  /** Without it there is no page-size picker (tables with a fixed page). */
  onPageSize?: (size: number) => void;
}) {
  const { current, pageCount, total, totalKind = "exact", pageSize, onPage, onPageSize } = props;
  const { t } = useTranslation();
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
      <span className="pager-range">
        {total === 0 ? t("engine.noRecords") : t("engine.range", { from: formatNumber(from), to: formatNumber(to), total: totalText(total, totalKind, formatNumber, (n) => t("engine.aboutTotal", { total: n })) })}
      </span>
      <Flex gap={4} align="center" wrap role="navigation" aria-label={t("engine.pages")}>
        <Button size="small" icon={<LeftOutlined />} disabled={current <= 1} onClick={() => onPage(current - 1)} aria-label={t("engine.previousPage")} />
        {pageItems(current, pageCount).map((item, i) =>
          item === "gap" ? (
            <span key={`gap${i}`} style={{ padding: "0 4px" }} aria-hidden>
              …
            </span>
          ) : (
            <Button key={item} size="small" type={item === current ? "primary" : "default"} onClick={() => onPage(item)} aria-current={item === current ? "page" : undefined}>
              {item}
            </Button>
          ),
        )}
        <Button size="small" icon={<RightOutlined />} disabled={current >= pageCount} onClick={() => onPage(current + 1)} aria-label={t("engine.nextPage")} />
        {onPageSize && (
          <Select
            size="small"
            value={pageSize}
            onChange={onPageSize}
            options={[10, 20, 50].map((n) => ({ value: n, label: t("engine.perPage", { count: n }) }))}
            style={{ width: 120, marginLeft: 8 }}
            aria-label={t("engine.rowsPerPage")}
          />
        )}
      </Flex>
    </Flex>
  );
}
