import { Button, Segmented, Space } from "antd";
import { DateRangeInput } from "../../../src/ui/DateInput";
import { useState } from "react";
import { presetRange, type DateRange } from "./format";
import { useTranslation } from "../../../src/i18n/use-translation";

const PRESETS = ["today", "month", "last_month", "fy"] as const;

/** Date range with presets, plus the report's CSV export and print. */
export function RangeBar({ range, onChange, onCsv }: { range: DateRange; onChange: (r: DateRange) => void; onCsv?: () => void }) {
  const { t } = useTranslation("sales");
  const [preset, setPreset] = useState<string>("month");
  return (
    <Space wrap className="sales-range no-print" size="middle">
      <Segmented
        options={PRESETS.map((value) => ({ value, label: t(`range.${value}`) }))}
        value={preset}
        onChange={(v) => {
          setPreset(String(v));
          onChange(presetRange(v as (typeof PRESETS)[number]));
        }}
      />
      <DateRangeInput
        label={t("range.period")}
        allowEmpty={false}
        from={range.from}
        to={range.to}
        onChange={(from, to) => {
          if (!from || !to) return;
          setPreset("");
          onChange({ from, to });
        }}
      />
      {onCsv && <Button onClick={onCsv}>{t("common.exportCsv")}</Button>}
      <Button onClick={() => window.print()}>{t("common.print")}</Button>
    </Space>
  );
}
