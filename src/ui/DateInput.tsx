import { Input, Space } from "antd";
import type { CSSProperties } from "react";

export type DateKind = "date" | "month" | "time" | "datetime-local";

export interface DateInputProps {
  kind?: DateKind;
  /** The wire value: YYYY-MM-DD, YYYY-MM, HH:mm or YYYY-MM-DDTHH:mm (what the browser's input speaks). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  min?: string;
  max?: string;
  id?: string;
  status?: "error" | "warning" | "";
  style?: CSSProperties;
  "aria-label"?: string;
  allowClear?: boolean;
}

/**
 * A date (or month, time) field: the browser's own input in antd's frame. On the phones owners use,
 * that is the system date picker, shown in the phone's own format (DD/MM/YYYY in India), and it
 * costs nothing to download — antd's DatePicker brings about 30 KB gzip to every form that has a date.
 */
export function DateInput({ kind = "date", value, onChange, min, max, id, status, style, allowClear = true, ...rest }: DateInputProps) {
  return (
    <Input
      type={kind}
      id={id}
      value={value ?? ""}
      min={min}
      max={max}
      status={status}
      style={style}
      aria-label={rest["aria-label"]}
      onChange={(e) => {
        const next = e.target.value || null;
        // A cleared field in a form that needs a value keeps the last one (antd's allowClear={false}).
        if (next === null && !allowClear) return;
        onChange?.(next);
      }}
    />
  );
}

/** From–to dates side by side; either end may stay open unless `allowEmpty` is false. */
export function DateRangeInput({ from, to, onChange, label, max, allowEmpty = true, style }: {
  from?: string | null;
  to?: string | null;
  onChange: (from: string | null, to: string | null) => void;
  label: string;
  max?: string;
  allowEmpty?: boolean;
  style?: CSSProperties;
}) {
  return (
    <Space.Compact style={style}>
      <DateInput value={from} max={to ?? max} allowClear={allowEmpty} aria-label={`${label} from`} onChange={(v) => onChange(v, to ?? null)} />
      <DateInput value={to} min={from ?? undefined} max={max} allowClear={allowEmpty} aria-label={`${label} to`} onChange={(v) => onChange(from ?? null, v)} />
    </Space.Compact>
  );
}
