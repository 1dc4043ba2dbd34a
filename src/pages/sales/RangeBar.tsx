import { Button, DatePicker, Segmented, Space } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { presetRange, type DateRange } from "./format";

const PRESETS = [
  { value: "today", label: "Today" },
  { value: "month", label: "This month" },
  { value: "last_month", label: "Last month" },
  { value: "fy", label: "This financial year" },
] as const;

/** Date range with presets, plus the report's CSV export and print. */
export function RangeBar({ range, onChange, onCsv }: { range: DateRange; onChange: (r: DateRange) => void; onCsv?: () => void }) {
  const [preset, setPreset] = useState<string>("month");
  return (
    <Space wrap className="sales-range no-print" size="middle">
      <Segmented
        options={[...PRESETS]}
        value={preset}
        onChange={(v) => {
          setPreset(String(v));
          onChange(presetRange(v as (typeof PRESETS)[number]["value"]));
        }}
      />
      <DatePicker.RangePicker
        allowClear={false}
        format="DD MMM YYYY"
        value={[dayjs(range.from), dayjs(range.to)]}
        onChange={(v) => {
          if (!v?.[0] || !v[1]) return;
          setPreset("");
          onChange({ from: v[0].format("YYYY-MM-DD"), to: v[1].format("YYYY-MM-DD") });
        }}
      />
      {onCsv && <Button onClick={onCsv}>Export CSV</Button>}
      <Button onClick={() => window.print()}>Print</Button>
    </Space>
  );
}
