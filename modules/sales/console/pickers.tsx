import { Select, Tag, type RefSelectProps } from "antd";
import { PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useRef, useState } from "react";
import { salesApi, type DocKind, type PartyOption, type ProductOption } from "./api";
import { rupees } from "./format";
import { ADD_PARTY, offerToAdd } from "./quick-party";
import { useTranslation } from "../../../src/i18n/use-translation";
import { useAllowed } from "../../../src/access/useAccess";

// The new-party form loads only when the owner asks for it.
const QuickPartyForm = lazy(() => import("./QuickPartyForm"));

/**
 * Searches the business's parties on the server as you type. Given `addAs` (the editor's document), a
 * name no party has is offered as "Add <name>", an option like the others (arrows and Enter reach it), for
 * whoever may write parties; the party added is chosen at once.
 */
export function PartySelect({ value, onChange, onPick, placeholder, allowClear, id, addAs, "aria-label": ariaLabel }: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  onPick?: (p: PartyOption | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  /** Its name: a form label's `htmlFor` pointing at `id`, or `aria-label` where it stands alone. */
  id?: string;
  /** Offer to add a missing party as this document's customer (sale) or supplier (purchase). */
  addAs?: DocKind;
  "aria-label"?: string;
}) {
  const { t } = useTranslation("sales");
  const [q, setQ] = useState("");
  const [adding, setAdding] = useState<string>();
  // The party just added: listed by its name at once, whatever the search answers.
  const [added, setAdded] = useState<PartyOption>();
  const picker = useRef<RefSelectProps>(null);
  // The form closed (Esc, Cancel or saved): the keyboard is back where it was, on the picker.
  const closeForm = () => {
    setAdding(undefined);
    picker.current?.focus();
  };
  const mayAdd = useAllowed("parties", "create");
  const { data = [], isFetching } = useQuery({ queryKey: ["sales-parties", q], queryFn: () => salesApi.parties(q) });
  // Keep the chosen party in the options even when the search no longer finds it.
  const justAdded = added?.id === value ? added : undefined;
  const chosen = useQuery({ queryKey: ["sales-party-chosen", value], queryFn: () => salesApi.parties(""), enabled: Boolean(value) && !data.some((p) => p.id === value) && !justAdded });
  const pinned = justAdded ?? chosen.data?.find((p) => p.id === value);
  const all = pinned && !data.some((d) => d.id === pinned.id) ? [...data, pinned] : data;
  const typed = q.trim();
  const offer = Boolean(addAs) && mayAdd && !isFetching && offerToAdd(typed, data);
  return (
    <>
      <Select
        ref={picker}
        id={id}
        aria-label={ariaLabel}
        showSearch
        allowClear={allowClear}
        // null, not undefined: the picker stays controlled, so choosing "Add <name>" never shows as a choice.
        value={value ?? null}
        placeholder={placeholder ?? t("pickers.searchParty")}
        filterOption={false}
        onSearch={setQ}
        loading={isFetching}
        notFoundContent={isFetching ? t("pickers.searching") : t("pickers.noParty")}
        onChange={(id) => {
          if (id === ADD_PARTY) {
            setAdding(typed);
            return;
          }
          onChange?.(id ?? null);
          onPick?.(all.find((p) => p.id === id));
        }}
        options={[
          ...all.map((p) => ({
            value: p.id,
            label: (
              <span>
                {p.name} {p.phone && <span style={{ color: "#595959" }}>· {p.phone}</span>}{" "}
                {p.to_receive > 0 && <Tag color="green">{t("pickers.toReceive", { amount: rupees(p.to_receive) })}</Tag>}
                {p.to_pay > 0 && <Tag color="red">{t("pickers.toPay", { amount: rupees(p.to_pay) })}</Tag>}
              </span>
            ),
          })),
          ...(offer
            ? [{ value: ADD_PARTY, label: <span data-testid="add-party-option"><PlusOutlined /> {t("addParty.offer", { name: typed })}</span> }]
            : []),
        ]}
        style={{ width: "100%" }}
        data-testid="party-select"
      />
      {adding !== undefined && addAs && (
        <Suspense>
          <QuickPartyForm
            kind={addAs}
            name={adding}
            onClose={closeForm}
            onCreated={(party) => {
              closeForm();
              setAdded(party);
              onChange?.(party.id);
              onPick?.(party);
            }}
          />
        </Suspense>
      )}
    </>
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
