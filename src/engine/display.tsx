import { lazy, Suspense } from "react";
import { i18n } from "../i18n";
import { Tag, Tooltip } from "antd";
import type { FieldDef } from "../../resources/types";
import { formatRupees } from "../../resources/money";
import { formatNumber } from "../../resources/locale-format";
import { formatMobile } from "../../resources/validators";
import { formatDate, formatDateTime, relativeFrom } from "./relative-time";
import "./display.css";
import { optionLabel } from "./option-label";

type Row = Record<string, unknown> & { _labels?: Record<string, string> };

// antd's Image (with its preview) only for resources that have pictures.
const Thumbnail = lazy(() => import("./Thumbnail"));

const ENUM_COLORS = ["blue", "green", "orange", "purple", "cyan", "magenta", "gold", "geekblue", "volcano", "lime"];
const STATUS_COLORS: Record<string, string> = {
  active: "green", completed: "green", verified: "green", paid: "green", approved: "green", confirmed: "green", present: "green", delivered: "green", resolved: "green", closed: "default",
  pending: "gold", requested: "gold", processing: "blue", under_review: "blue", open: "blue", scheduled: "blue", in_progress: "blue",
  rejected: "red", cancelled: "red", failed: "red", absent: "red", blocked: "red", expired: "red",
};

/** How a field's API value reads on a list or show page: en-IN money and dates, relative times. */
export function renderValue(field: FieldDef, value: unknown, row?: Row) {
  if (value === null || value === undefined || value === "") return <span className="value-empty">—</span>;
  switch (field.type) {
    case "money":
      return formatRupees(Number(value));
    case "percent":
      return `${value}%`;
    case "number":
      return formatNumber(Number(value));
    case "date":
      return formatDate(String(value));
    case "datetime":
      return (
        <Tooltip title={formatDateTime(String(value))}>
          <span>{relativeFrom(String(value))}</span>
        </Tooltip>
      );
    case "boolean":
      return value ? <Tag color="green">{i18n.t("engine.yes")}</Tag> : <Tag>{i18n.t("engine.no")}</Tag>;
    case "enum": {
      const text = String(value);
      const color = STATUS_COLORS[text.toLowerCase()] ?? ENUM_COLORS[(field.options ?? []).indexOf(text) % ENUM_COLORS.length];
      return <Tag color={color}>{optionLabel(text)}</Tag>;
    }
    case "phone":
      return formatMobile(String(value));
    case "relation":
      return row?._labels?.[field.name] ?? `#${value}`;
    case "image":
      return (
        <Suspense fallback={<span className="value-thumb" />}>
          <Thumbnail src={String(value)} />
        </Suspense>
      );
    case "file":
      return (
        <a href={String(value)} download target="_blank" rel="noreferrer">
          {i18n.t("engine.openFile")}
        </a>
      );
    case "subrecords":
      return `${(value as unknown[]).length} row${(value as unknown[]).length === 1 ? "" : "s"}`;
    case "longtext":
      return (
        <span className="value-clamp" title={String(value)}>
          {String(value)}
        </span>
      );
    default:
      return String(value);
  }
}
