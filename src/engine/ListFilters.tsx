import { lazy, Suspense } from "react";
import { labelIn, titleOf } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";
import { Button, Flex, Input, Select } from "antd";
import type { CrudFilter } from "@refinedev/core";
import type { FieldDef, ResourceDef } from "../../resources/types";
import { valueOf, type Op } from "./filter-value";
import { RelationSelect } from "./LazyRelationSelect";
import { optionLabel } from "./option-label";

// Date ranges and number inputs (like server-searched selects) load only for lists that filter on such a field.
const NumberRangeFilter = lazy(() => import("./NumberRangeFilter"));
const DateRangeFilter = lazy(() => import("./DateRangeFilter"));

const RANGE = new Set(["number", "money", "percent"]);
const DATES = new Set(["date", "datetime"]);

/** How many field filters (not the search box) have a value: the count on the phone's Filters button. */
export const activeFieldFilters = (filters: CrudFilter[]) =>
  new Set(filters.filter((f) => "field" in f && f.field !== "q" && f.value !== undefined && f.value !== "").map((f) => (f as { field: string }).field)).size;

/**
 * The filter bar: the search box, then one control per `filter` field of the declaration. On a phone the
 * search box stays on the page (`part="search"`) and the field filters go into a bottom sheet (`part="fields"`).
 */
export function ListFilters({ def, filters, onChange, part = "all" }: { def: ResourceDef; filters: CrudFilter[]; onChange: (next: CrudFilter[]) => void; part?: "all" | "search" | "fields" }) {
  const { t } = useTranslation();
  const set = (field: string, operator: Op, value: unknown) =>
    onChange([{ field, operator, value: value === "" || value === null ? undefined : value } as CrudFilter]);
  const control = (f: FieldDef) => {
    const label = labelIn(def, f);
    if (f.type === "enum")
      return (
        <Select key={f.name} allowClear placeholder={label} style={{ minWidth: 160 }} value={valueOf(filters, f.name, "eq") as string | undefined}
          onChange={(v) => set(f.name, "eq", v)} options={(f.options ?? []).map((o) => ({ value: o, label: optionLabel(o) }))} aria-label={label} />
      );
    if (f.type === "boolean")
      return (
        <Select key={f.name} allowClear placeholder={label} style={{ minWidth: 120 }} value={valueOf(filters, f.name, "eq") as string | undefined}
          onChange={(v) => set(f.name, "eq", v)} options={[{ value: "true", label: t("engine.filterYes", { label }) }, { value: "false", label: t("engine.filterNo", { label }) }]} aria-label={label} />
      );
    if (f.type === "relation")
      return <RelationSelect key={f.name} field={f} placeholder={label} aria-label={label} value={valueOf(filters, f.name, "eq") as number | undefined} onChange={(v) => set(f.name, "eq", v)} />;
    if (RANGE.has(f.type)) return <NumberRangeFilter key={f.name} field={f} filters={filters} onChange={onChange} />;
    if (DATES.has(f.type)) return <DateRangeFilter key={f.name} field={f} filters={filters} onChange={onChange} />;
    return (
      <Input.Search key={f.name} allowClear placeholder={label} defaultValue={valueOf(filters, f.name, "contains") as string | undefined} onSearch={(v) => set(f.name, "contains", v)} style={{ width: 180 }} aria-label={label} />
    );
  };
  const filterFields = def.fields.filter((f) => f.filter && f.type !== "subrecords");
  const active = filters.some((f) => "value" in f && f.value !== undefined && f.value !== "");
  const sheet = part === "fields";
  return (
    <Flex gap={8} wrap={!sheet} vertical={sheet} align={sheet ? "stretch" : "center"} style={{ marginBottom: 16 }} className={sheet ? "list-filters-sheet" : undefined}>
      {part !== "fields" && (
        <Input.Search
          allowClear
          placeholder={t("engine.searchIn", { items: titleOf(def).toLowerCase() })}
          defaultValue={valueOf(filters, "q", "contains") as string | undefined}
          onSearch={(v) => set("q", "contains", v)}
          style={{ width: part === "search" ? "100%" : 240 }}
          aria-label={t("engine.search")}
          data-testid="list-search"
        />
      )}
      {part !== "search" && <Suspense>{filterFields.map(control)}</Suspense>}
      {part !== "search" && active && (
        <Button type="link" onClick={() => onChange(filters.map((f) => ({ ...f, value: undefined }) as CrudFilter))}>{t("engine.clearFilters")}</Button>
      )}
    </Flex>
  );
}
