import { lazy, Suspense } from "react";
import { Checkbox, Input, InputNumber, Select, Spin } from "antd";
import dayjs from "dayjs";
import { DateInput } from "../ui/DateInput";
import type { FieldDef } from "../../resources/types";
import type { ResourceDef } from "../../resources/types";
import { labelIn } from "../i18n/words";
import { RelationSelect } from "./LazyRelationSelect";
import { optionLabel } from "./option-label";

const UPPER = new Set(["gstin", "pan", "ifsc"]);

// Uploads (antd's Upload, its progress and message) load only for forms with a picture or file field.
const FileInput = lazy(() => import("./FileInput"));

/** The control for one field; its value is always the API's wire value. */
// The wire value's type depends on field.type and antd's Form injects it untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function FieldControl({ field, def, value, onChange, ...rest }: { field: FieldDef; def?: ResourceDef; value?: any; onChange?: (v: any) => void; id?: string }) {
  const common = { value, onChange, id: rest.id };
  switch (field.type) {
    case "longtext":
      return <Input.TextArea {...common} onChange={(e) => onChange?.(e.target.value)} rows={3} />;
    case "number":
      return <InputNumber {...common} style={{ width: "100%" }} />;
    case "percent":
      return <InputNumber {...common} min={0} max={100} addonAfter="%" style={{ width: "100%" }} />;
    case "money":
      return <InputNumber {...common} min={0} step={1} prefix="₹" style={{ width: "100%" }} />;
    case "enum":
      return <Select {...common} allowClear options={(field.options ?? []).map((o) => ({ value: o, label: optionLabel(o) }))} />;
    case "boolean":
      return <Checkbox id={rest.id} checked={Boolean(value)} onChange={(e) => onChange?.(e.target.checked)}>{field.help ?? labelIn(def, field)}</Checkbox>;
    case "date":
      return <DateInput id={rest.id} value={value} onChange={onChange} style={{ width: "100%" }} />;
    case "datetime":
      // The API speaks UTC ISO timestamps; the input speaks local wall-clock time.
      return (
        <DateInput
          kind="datetime-local"
          id={rest.id}
          value={value ? dayjs(value).format("YYYY-MM-DDTHH:mm") : null}
          onChange={(v) => onChange?.(v ? new Date(v).toISOString() : null)}
          style={{ width: "100%" }}
        />
      );
    case "time":
      return <DateInput kind="time" id={rest.id} value={value} onChange={onChange} style={{ width: "100%" }} />;
    case "relation":
      return <RelationSelect field={field} value={value} onChange={onChange} id={rest.id} allowCreate />;
    case "image":
    case "file":
      return (
        <Suspense fallback={<Spin size="small" />}>
          <FileInput field={field} value={value} onChange={onChange} id={rest.id} />
        </Suspense>
      );
    case "phone":
      return <Input {...common} onChange={(e) => onChange?.(e.target.value)} addonBefore="+91" inputMode="numeric" maxLength={14} />;
    case "subrecords":
      return null;
    default:
      return (
        <Input
          {...common}
          onChange={(e) => onChange?.(UPPER.has(field.type) ? e.target.value.toUpperCase() : e.target.value)}
          inputMode={field.type === "pincode" ? "numeric" : field.type === "email" ? "email" : undefined}
        />
      );
  }
}
