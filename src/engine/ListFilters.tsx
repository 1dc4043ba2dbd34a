import { Button, DatePicker, Flex, Input, InputNumber, Select } from "antd";
import type { CrudFilter } from "@refinedev/core";
import dayjs from "dayjs";
import type { FieldDef, ResourceDef } from "../../resources/types";
import { labelOf } from "../../resources/validate";
import { RelationSelect } from "./RelationSelect";

type Op = "eq" | "contains" | "gte" | "lte";
const valueOf = (filters: CrudFilter[], field: string, op: Op) =>
  (filters.find((f) => "field" in f && f.field === field && f.operator === op) as { value?: unknown } | undefined)?.value;

const RANGE = new Set(["number", "money", "percent"]);
const DATES = new Set(["date", "datetime"]);

/** The filter bar: the search box, then one control per `filter` field of the declaration. */
export function ListFilters({ def, filters, onChange }: { def: ResourceDef; filters: CrudFilter[]; onChange: (next: CrudFilter[]) => void }) {
  const set = (field: string, operator: Op, value: unknown) =>
    onChange([{ field, operator, value: value === "" || value === null ? undefined : value } as CrudFilter]);
  const control = (f: FieldDef) => {
    const label = labelOf(f);
    if (f.type === "enum")
      return (
        <Select key={f.name} allowClear placeholder={label} style={{ minWidth: 160 }} value={valueOf(filters, f.name, "eq") as string | undefined}
          onChange={(v) => set(f.name, "eq", v)} options={(f.options ?? []).map((o) => ({ value: o, label: o.replace(/_/g, " ") }))} aria-label={label} />
      );
    if (f.type === "boolean")
      return (
        <Select key={f.name} allowClear placeholder={label} style={{ minWidth: 120 }} value={valueOf(filters, f.name, "eq") as string | undefined}
          onChange={(v) => set(f.name, "eq", v)} options={[{ value: "true", label: `${label}: Yes` }, { value: "false", label: `${label}: No` }]} aria-label={label} />
      );
    if (f.type === "relation")
      return <RelationSelect key={f.name} field={f} placeholder={label} value={valueOf(filters, f.name, "eq") as number | undefined} onChange={(v) => set(f.name, "eq", v)} />;
    if (RANGE.has(f.type))
      return (
        <Flex key={f.name} gap={4} align="center">
          <InputNumber placeholder={`${label} from`} value={valueOf(filters, f.name, "gte") as number | undefined} onChange={(v) => set(f.name, "gte", v)} prefix={f.type === "money" ? "₹" : undefined} style={{ width: 150 }} aria-label={`${label} from`} />
          <InputNumber placeholder="to" value={valueOf(filters, f.name, "lte") as number | undefined} onChange={(v) => set(f.name, "lte", v)} prefix={f.type === "money" ? "₹" : undefined} style={{ width: 120 }} aria-label={`${label} to`} />
        </Flex>
      );
    if (DATES.has(f.type)) {
      const from = valueOf(filters, f.name, "gte") as string | undefined;
      const to = valueOf(filters, f.name, "lte") as string | undefined;
      return (
        <DatePicker.RangePicker
          key={f.name}
          format="DD/MM/YYYY"
          placeholder={[`${label} from`, "to"]}
          value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
          allowEmpty={[true, true]}
          onChange={(range) =>
            onChange([
              { field: f.name, operator: "gte", value: range?.[0]?.format("YYYY-MM-DD") },
              { field: f.name, operator: "lte", value: range?.[1]?.format("YYYY-MM-DD") },
            ])
          }
        />
      );
    }
    return (
      <Input.Search key={f.name} allowClear placeholder={label} defaultValue={valueOf(filters, f.name, "contains") as string | undefined} onSearch={(v) => set(f.name, "contains", v)} style={{ width: 180 }} aria-label={label} />
    );
  };
  const filterFields = def.fields.filter((f) => f.filter && f.type !== "subrecords");
  const active = filters.some((f) => "value" in f && f.value !== undefined && f.value !== "");
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder={`Search ${def.label.toLowerCase()}`}
        defaultValue={valueOf(filters, "q", "contains") as string | undefined}
        onSearch={(v) => set("q", "contains", v)}
        style={{ width: 240 }}
        aria-label="Search"
        data-testid="list-search"
      />
      {filterFields.map(control)}
      {active && (
        <Button type="link" onClick={() => onChange(filters.map((f) => ({ ...f, value: undefined }) as CrudFilter))}>
          Clear filters
        </Button>
      )}
    </Flex>
  );
}
