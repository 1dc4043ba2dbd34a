import type { FieldDef, ResourceDef } from "../../resources/types";
import { labelOf } from "../../resources/validate";
import type { WireRow } from "./values";

/** RFC 4180 quoting, and a leading apostrophe on cells a spreadsheet would run as a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const exportedFields = (def: ResourceDef) => def.fields.filter((f) => f.type !== "image" && f.type !== "file");

function cellOf(f: FieldDef, row: WireRow): unknown {
  const v = row[f.name];
  if (v === null || v === undefined) return "";
  switch (f.type) {
    case "money":
      return (v as number).toFixed(2);
    case "boolean":
      return v ? "Yes" : "No";
    case "relation":
      return row._labels?.[f.name] ?? v;
    case "subrecords":
      return (v as unknown[]).length;
    default:
      return v;
  }
}

export const csvHeader = (def: ResourceDef) =>
  [
    "Id",
    ...exportedFields(def).map((f) => (f.type === "money" ? `${labelOf(f)} (₹)` : f.type === "subrecords" ? `${labelOf(f)} (rows)` : labelOf(f))),
    "Created at",
  ]
    .map(csvCell)
    .join(",") + "\r\n";

export const csvLine = (def: ResourceDef, row: WireRow) =>
  [row.id, ...exportedFields(def).map((f) => cellOf(f, row)), row.created_at].map(csvCell).join(",") + "\r\n";
