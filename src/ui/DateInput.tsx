import { useEffect, useRef, useState, type CSSProperties } from "react";
import { Input, Space } from "antd";
import { CalendarOutlined } from "@ant-design/icons";
import { indianToIso, isoToIndian } from "./date-text";
import { useTranslation } from "../i18n/use-translation";

export type DateKind = "date" | "month" | "time" | "datetime-local";

export interface DateInputProps {
  kind?: DateKind;
  /** The wire value: YYYY-MM-DD, YYYY-MM, HH:mm or YYYY-MM-DDTHH:mm. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  min?: string;
  max?: string;
  id?: string;
  status?: "error" | "warning" | "";
  style?: CSSProperties;
  "aria-label"?: string;
  /** False: clearing the field keeps the last value (a date the form cannot do without). */
  allowClear?: boolean;
}

/**
 * A date typed or picked as DD/MM/YYYY, whatever the browser's language (a desktop set to US English
 * would show the browser's own date field month first). The calendar button opens the browser's own
 * picker — the phone's date wheel on Android — which costs nothing to download; antd's DatePicker
 * brings about 30 KB gzip to every page with a date. Months and times use the browser's fields as they are.
 */
export function DateInput(props: DateInputProps) {
  const { kind = "date", value, onChange, min, max, id, status, style, allowClear = true } = props;
  if (kind !== "date") {
    return (
      <Input
        type={kind}
        id={id}
        value={value ?? ""}
        min={min}
        max={max}
        status={status}
        style={style}
        aria-label={props["aria-label"]}
        onChange={(e) => {
          const next = e.target.value || null;
          if (next !== null || allowClear) onChange?.(next);
        }}
      />
    );
  }
  return <IndianDateInput {...props} />;
}

function IndianDateInput({ value, onChange, min, max, id, status, style, allowClear = true, ...rest }: DateInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(isoToIndian(value));
  const [invalid, setInvalid] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => setText(isoToIndian(value)), [value]);

  const inRange = (iso: string) => (!min || iso >= min) && (!max || iso <= max);
  const commit = () => {
    if (text.trim() === "") {
      if (allowClear) onChange?.(null);
      else setText(isoToIndian(value));
      setInvalid(false);
      return;
    }
    const iso = indianToIso(text);
    setInvalid(!iso || !inRange(iso));
    if (iso && inRange(iso)) {
      setText(isoToIndian(iso));
      if (iso !== value) onChange?.(iso);
    }
  };

  return (
    <Input
      id={id}
      value={text}
      placeholder="DD/MM/YYYY"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      status={invalid ? "error" : status}
      title={invalid ? t("dates.typeAs") : undefined}
      style={style}
      aria-label={rest["aria-label"]}
      aria-invalid={invalid || undefined}
      onChange={(e) => setText(e.target.value.replace(/[^\d/.-]/g, ""))}
      onBlur={commit}
      onPressEnter={commit}
      suffix={
        <>
          <CalendarOutlined role="button" aria-label={t("dates.pick")} className="date-input-picker" onClick={() => picker.current?.showPicker?.()} />
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            value={value ?? ""}
            min={min}
            max={max}
            className="date-input-native"
            onChange={(e) => {
              const next = e.target.value || null;
              setInvalid(false);
              if (next !== null || allowClear) onChange?.(next);
            }}
          />
        </>
      }
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
  const { t } = useTranslation();
  return (
    <Space.Compact style={style} className="date-range">
      <DateInput value={from} max={to ?? max} allowClear={allowEmpty} aria-label={t("engine.from", { label })} onChange={(v) => onChange(v, to ?? null)} />
      <DateInput value={to} min={from ?? undefined} max={max} allowClear={allowEmpty} aria-label={t("dates.to", { label })} onChange={(v) => onChange(from ?? null, v)} />
    </Space.Compact>
  );
}
