import { Suspense, useContext, useState } from "react";
import { Button, Divider, Select, type SelectProps } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useSelect } from "@refinedev/antd";
import type { FieldDef } from "../../resources/types";
import { resources } from "../../resources/registry";
import { useAccess } from "../access/useAccess";
import { labelIn, nounOf } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";
import { QuickCreateSlot } from "./quick-create-slot";

// The add dialog (the related resource's form) loads only when the owner asks for it.

/**
 * Picks a row of another resource, searching the server (`q`) as the user types. In a form (`allowCreate`) it
 * also offers "+ Add <record>", so an empty picker (no services yet, no parties yet) is not a dead end.
 */
/** `aria-label` names it where no form label points at its `id` (the list's filter bar). */
export function RelationSelect({ field, value, onChange, placeholder, allowCreate = false, id, "aria-label": ariaLabel }: { field: FieldDef; value?: number | null; onChange?: (v: number | null) => void; placeholder?: string; allowCreate?: boolean; id?: string; "aria-label"?: string }) {
  const rel = field.relation!;
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [adding, setAdding] = useState(false);
  // The record just added: shown by its name at once, whichever page of options the server returns.
  const [added, setAdded] = useState<{ value: number; label: string }>();
  const target = resources.find((r) => r.name === rel.resource);
  const QuickCreate = useContext(QuickCreateSlot);
  const mayCreate = useAccess(rel.resource, "create")?.can === true;
  const canAdd = allowCreate && QuickCreate !== null && target !== undefined && mayCreate;
  const { selectProps, query } = useSelect({
    resource: rel.resource,
    optionLabel: rel.labelField as never,
    optionValue: "id" as never,
    defaultValue: value ?? undefined,
    debounce: 300,
    pagination: { pageSize: 20, mode: "server" },
    onSearch: (text) => {
      setSearch(text);
      return text ? [{ field: "q", operator: "contains", value: text }] : [];
    },
  });
  const noun = (target ? nounOf(target) : labelIn(undefined, field)).toLowerCase();
  const addButton = canAdd && (
    <Button type="link" icon={<PlusOutlined />} onClick={() => setAdding(true)} onMouseDown={(e) => e.preventDefault()} block style={{ textAlign: "start" }}>
      {search ? t("relation.addNamed", { noun, search }) : t("engine.add", { noun })}
    </Button>
  );
  return (
    <>
      <Select
        {...(selectProps as unknown as SelectProps<number>)}
        options={added && !selectProps.options?.some((o) => o.value === added.value) ? [...(selectProps.options ?? []), added] : selectProps.options}
        id={id}
        aria-label={ariaLabel}
        value={value ?? undefined}
        onChange={(v) => onChange?.(v ?? null)}
        allowClear
        showSearch
        placeholder={placeholder ?? t("engine.searchIn", { items: labelIn(undefined, field) })}
        style={{ minWidth: 200 }}
        notFoundContent={query.isFetching ? t("engine.loading") : t("relation.noneFound", { noun })}
        popupRender={
          canAdd
            ? (menu) => (
                <>
                  {menu}
                  <Divider style={{ margin: "4px 0" }} />
                  {addButton}
                </>
              )
            : undefined
        }
      />
      {adding && target && QuickCreate && (
        <Suspense>
          <QuickCreate
            def={target}
            initialText={search}
            onClose={() => setAdding(false)}
            onCreated={(record) => {
              setAdding(false);
              setAdded({ value: record.id, label: String(record[rel.labelField] ?? `#${record.id}`) });
              onChange?.(record.id);
              void query.refetch();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
