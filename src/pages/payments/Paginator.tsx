import { Button, Flex, Select } from "antd";
import { Typography } from "../../ui/Typography";
import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import { pageItems } from "./pagination";

/** Server-side pages: previous, the spec's 5 + 2 margin page numbers, next, and the page size. */
export function Paginator(props: { page: number; pageSize: number; total: number; onChange: (page: number, pageSize: number) => void }) {
  const { page, pageSize, total, onChange } = props;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Flex justify="space-between" align="center" wrap gap={8} data-testid="paginator">
      <Typography.Text type="secondary">
        {from.toLocaleString("en-IN")}–{to.toLocaleString("en-IN")} of {total.toLocaleString("en-IN")}
      </Typography.Text>
      <Flex gap={4} align="center" wrap>
        <Button size="small" icon={<LeftOutlined />} disabled={page <= 1} onClick={() => onChange(page - 1, pageSize)} aria-label="Previous page" />
        {pageItems(page, pageCount).map((item, i) =>
          item === "gap" ? (
            <span key={`gap-${i}`} style={{ padding: "0 4px" }}>…</span>
          ) : (
            <Button key={item} size="small" type={item === page ? "primary" : "default"} onClick={() => onChange(item, pageSize)} aria-current={item === page ? "page" : undefined}>
              {item}
            </Button>
          ),
        )}
        <Button size="small" icon={<RightOutlined />} disabled={page >= pageCount} onClick={() => onChange(page + 1, pageSize)} aria-label="Next page" />
        <Select
          size="small"
          value={pageSize}
          style={{ width: 110 }}
          onChange={(size) => onChange(1, size)}
          options={[10, 20, 50, 100].map((n) => ({ value: n, label: `${n} / page` }))}
        />
      </Flex>
    </Flex>
  );
}
