import type { FieldDef, ResourceDef } from "../../resources/types";
import { labelOf } from "../../resources/validate";
import type { WireRow } from "./values";
import { csvLine as line } from "../../resources/csv";

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
  line([
    "Id",
    ...exportedFields(def).map((f) => (f.type === "money" ? `${labelOf(f)} (₹)` : f.type === "subrecords" ? `${labelOf(f)} (rows)` : labelOf(f))),
    "Created at",
  ]);

export const csvLine = (def: ResourceDef, row: WireRow) => line([row.id, ...exportedFields(def).map((f) => cellOf(f, row)), row.created_at]);
