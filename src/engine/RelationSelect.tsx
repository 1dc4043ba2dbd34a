import { Select, type SelectProps } from "antd";
import { useSelect } from "@refinedev/antd";
import type { FieldDef } from "../../resources/types";

/** Picks a row of another resource, searching the server (`q`) as the user types. */
export function RelationSelect({ field, value, onChange, placeholder }: { field: FieldDef; value?: number | null; onChange?: (v: number | null) => void; placeholder?: string }) {
  const rel = field.relation!;
  const { selectProps } = useSelect({
    resource: rel.resource,
    optionLabel: rel.labelField as never,
    optionValue: "id" as never,
    defaultValue: value ?? undefined,
    debounce: 300,
    pagination: { pageSize: 20, mode: "server" },
    onSearch: (text) => (text ? [{ field: "q", operator: "contains", value: text }] : []),
  });
  return (
    <Select
      {...(selectProps as unknown as SelectProps<number>)}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      allowClear
      showSearch
      placeholder={placeholder ?? `Search ${field.label ?? field.name}`}
      style={{ minWidth: 200 }}
    />
  );
}
