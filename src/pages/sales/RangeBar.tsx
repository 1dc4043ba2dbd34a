import { Button, Segmented, Space } from "antd";
import { DateRangeInput } from "../../ui/DateInput";
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
      <DateRangeInput
        label="Period"
        allowEmpty={false}
        from={range.from}
        to={range.to}
        onChange={(from, to) => {
          if (!from || !to) return;
          setPreset("");
          onChange({ from, to });
        }}
      />
      {onCsv && <Button onClick={onCsv}>Export CSV</Button>}
      <Button onClick={() => window.print()}>Print</Button>
    </Space>
  );
}
