import { Select, Tag } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { salesApi, type PartyOption, type ProductOption } from "./api";
import { rupees } from "./format";
import { useTranslation } from "../../../src/i18n/use-translation";

/** Searches the business's parties on the server as you type. */
export function PartySelect({ value, onChange, onPick, placeholder, allowClear, id, "aria-label": ariaLabel }: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  onPick?: (p: PartyOption | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  /** Its name: a form label's `htmlFor` pointing at `id`, or `aria-label` where it stands alone. */
  id?: string;
  "aria-label"?: string;
}) {
  const { t } = useTranslation("sales");
  const [q, setQ] = useState("");
  const { data = [], isFetching } = useQuery({ queryKey: ["sales-parties", q], queryFn: () => salesApi.parties(q) });
  // Keep the chosen party in the options even when the search no longer finds it.
  const chosen = useQuery({ queryKey: ["sales-party-chosen", value], queryFn: () => salesApi.parties(""), enabled: Boolean(value) && !data.some((p) => p.id === value) });
  const all = [...data, ...(chosen.data ?? []).filter((p) => p.id === value && !data.some((d) => d.id === p.id))];
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch
      allowClear={allowClear}
      value={value ?? undefined}
      placeholder={placeholder ?? t("pickers.searchParty")}
      filterOption={false}
      onSearch={setQ}
      loading={isFetching}
      notFoundContent={isFetching ? t("pickers.searching") : t("pickers.noParty")}
      onChange={(id) => {
        onChange?.(id ?? null);
        onPick?.(all.find((p) => p.id === id));
      }}
      options={all.map((p) => ({
        value: p.id,
        label: (
          <span>
            {p.name} {p.phone && <span style={{ color: "#888" }}>· {p.phone}</span>}{" "}
            {p.to_receive > 0 && <Tag color="green">{t("pickers.toReceive", { amount: rupees(p.to_receive) })}</Tag>}
            {p.to_pay > 0 && <Tag color="red">{t("pickers.toPay", { amount: rupees(p.to_pay) })}</Tag>}
          </span>
        ),
      }))}
      style={{ width: "100%" }}
      data-testid="party-select"
    />
  );
}

/** Product search for an invoice line. */
export function ProductSelect({ value, onPick, ariaLabel }: { value?: number | null; onPick: (p: ProductOption | undefined) => void; ariaLabel?: string }) {
  const { t } = useTranslation("sales");
  const [q, setQ] = useState("");
  const { data = [], isFetching } = useQuery({ queryKey: ["sales-products", q], queryFn: () => salesApi.products(q) });
  return (
    <Select
      showSearch
      allowClear
      value={value ?? undefined}
      placeholder={t("pickers.searchProduct")}
      filterOption={false}
      onSearch={setQ}
      loading={isFetching}
      notFoundContent={isFetching ? t("pickers.searching") : t("pickers.noProduct")}
      onChange={(id) => onPick(data.find((p) => p.id === id))}
      options={data.map((p) => ({
        value: p.id,
        label: `${p.name}`,
        title: `${p.name} · ${rupees(p.sale_price)} · ${t("pickers.stock", { stock: p.stock })}`,
      }))}
      optionRender={(o) => {
        const p = data.find((d) => d.id === o.value);
        return p ? (
          <span>
            {p.name} <span style={{ color: "#888" }}>{rupees(p.sale_price)}</span>{" "}
            {p.item_type !== "Service" && <Tag color={p.stock_status === "In stock" ? "default" : "orange"}>{t("pickers.stock", { stock: p.stock })}</Tag>}
          </span>
        ) : o.label;
      }}
      style={{ width: "100%", minWidth: 180 }}
      popupMatchSelectWidth={320}
      aria-label={ariaLabel ?? t("pickers.product")}
      data-testid="product-select"
    />
  );
}
