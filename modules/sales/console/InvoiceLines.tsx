import type { ReactNode } from "react";
import { Button, Card, Input, InputNumber, Select, Space } from "antd";
import { DataTable } from "../../../src/ui/DataTable";
import { UNITS } from "../resources";
import type { ProductOption } from "./api";
import { ProductSelect } from "./pickers";
import { rupees } from "./format";
import { useTranslation } from "../../../src/i18n/use-translation";
import { GST_TREATMENTS, isUntaxed, isZeroRated, type GstTreatment } from "../gst-treatment";

export interface Line {
  key: number;
  product_id: number | null;
  name: string;
  hsn: string;
  qty: number | null;
  unit: string;
  rate: number | null;
  discount: number | null;
  gst_rate: number;
  /** How GST treats the line (modules/sales/gst-treatment.ts); untaxed treatments carry 0 %. */
  treatment: GstTreatment;
}

/** Column titles and the inputs' accessible names ("Quantity 2"), in the reader's language. */
const textOf = (t: ReturnType<typeof useTranslation>["t"]) => ({
  item: t("lines.item"),
  product: (n: number) => t("lines.product", { n }),
  itemName: (n: number) => t("lines.itemName", { n }),
  typeName: t("lines.typeName"),
  hsn: "HSN/SAC",
  hsnOf: (n: number) => `HSN/SAC ${n}`,
  qty: t("lines.qty"),
  qtyOf: (n: number) => t("lines.qtyOf", { n }),
  unit: t("lines.unit"),
  unitOf: (n: number) => t("lines.unitOf", { n }),
  rate: t("lines.rate"),
  rateOf: (n: number) => t("lines.rateOf", { n }),
  discount: t("lines.discount"),
  discountOf: (n: number) => t("lines.discountOf", { n }),
  gst: "GST %",
  gstOf: (n: number) => t("lines.gstOf", { n }),
  treatment: t("lines.treatment"),
  treatmentOf: (n: number) => t("lines.treatmentOf", { n }),
  treatmentName: (v: GstTreatment) => t(`treatment.${v}`),
  amount: t("lines.amount"),
  remove: (n: number) => t("lines.remove", { n }),
  card: (n: number) => t("lines.card", { n }),
});
type Text = ReturnType<typeof textOf>;

export interface LinesProps {
  kind: "sale" | "purchase";
  lines: Line[];
  rates: readonly number[];
  /** The preview's total of each line, in paise, in the order of `lines`. */
  amounts: number[];
  setLine: (key: number, patch: Partial<Line>) => void;
  remove: (key: number) => void;
  fieldError: (field: string) => "error" | undefined;
}

/**
 * Every input of one line, named once: the desktop table and the phone cards lay out the same
 * fields, each with its own accessible name ("Quantity 2").
 */
function fieldsOf({ kind, lines, rates, amounts, setLine, remove, fieldError }: LinesProps, text: Text, l: Line, i: number) {
  const n = i + 1;
  const pick = (p: ProductOption | undefined) =>
    setLine(
      l.key,
      p
        ? {
            product_id: p.id, name: p.name, hsn: p.hsn ?? "", unit: p.unit ?? "PCS", rate: kind === "sale" ? p.sale_price : p.purchase_price, gst_rate: rates.includes(p.gst_rate) ? p.gst_rate : l.gst_rate,
            // An export or SEZ sale stays one: the product says only how GST treats it at home.
            treatment: isZeroRated(l.treatment) ? l.treatment : kind === "purchase" && isZeroRated(p.gst_treatment) ? "taxable" : p.gst_treatment,
          }
        : { product_id: null },
    );
  // Untaxed lines carry no rate; a line turned taxable again gets the first rate above 0.
  const treat = (v: GstTreatment) => setLine(l.key, { treatment: v, gst_rate: isUntaxed(v) ? 0 : l.gst_rate === 0 ? (rates.find((r) => r > 0) ?? 0) : l.gst_rate });
  const treatments = GST_TREATMENTS.filter((v) => kind === "sale" || !isZeroRated(v));
  return {
    item: (
      <Space direction="vertical" size={4} style={{ width: "100%" }}>
        <ProductSelect value={l.product_id} onPick={pick} ariaLabel={text.product(n)} />
        {!l.product_id && <Input placeholder={text.typeName} value={l.name} status={fieldError(`lines.${i}.name`)} onChange={(e) => setLine(l.key, { name: e.target.value })} aria-label={text.itemName(n)} />}
      </Space>
    ),
    hsn: <Input value={l.hsn} maxLength={8} status={fieldError(`lines.${i}.hsn`)} onChange={(e) => setLine(l.key, { hsn: e.target.value })} aria-label={text.hsnOf(n)} />,
    qty: <InputNumber value={l.qty} min={0} step={1} inputMode="decimal" status={fieldError(`lines.${i}.qty`)} onChange={(v) => setLine(l.key, { qty: v })} style={{ width: "100%" }} aria-label={text.qtyOf(n)} />,
    unit: <Select value={l.unit} onChange={(v) => setLine(l.key, { unit: v })} options={UNITS.map((u) => ({ value: u, label: u }))} style={{ width: "100%" }} aria-label={text.unitOf(n)} />,
    rate: <InputNumber value={l.rate} min={0} precision={2} inputMode="decimal" status={fieldError(`lines.${i}.rate`)} onChange={(v) => setLine(l.key, { rate: v })} style={{ width: "100%" }} aria-label={text.rateOf(n)} />,
    discount: <InputNumber value={l.discount} min={0} precision={2} inputMode="decimal" status={fieldError(`lines.${i}.discount`)} onChange={(v) => setLine(l.key, { discount: v })} style={{ width: "100%" }} aria-label={text.discountOf(n)} />,
    gst: (
      <Select
        value={l.gst_rate}
        disabled={isUntaxed(l.treatment)}
        status={fieldError(`lines.${i}.gst_rate`)}
        onChange={(v) => setLine(l.key, { gst_rate: v })}
        // A taxable line is at some rate: 0 % is said by its treatment instead.
        options={rates.filter((r) => r > 0 || isUntaxed(l.treatment)).map((r) => ({ value: r, label: `${r}%` }))}
        style={{ width: "100%" }}
        aria-label={text.gstOf(n)}
      />
    ),
    treatment: (
      <Select
        value={l.treatment}
        status={fieldError(`lines.${i}.treatment`)}
        onChange={treat}
        options={treatments.map((v) => ({ value: v, label: text.treatmentName(v) }))}
        popupMatchSelectWidth={false}
        style={{ width: "100%" }}
        aria-label={text.treatmentOf(n)}
        data-testid={`line-treatment-${i}`}
      />
    ),
    amount: <span data-testid={`line-amount-${i}`}>{rupees((amounts[i] ?? 0) / 100)}</span>,
    remove: (
      <Button type="text" danger disabled={lines.length === 1} onClick={() => remove(l.key)} aria-label={text.remove(n)}>
        ✕
      </Button>
    ),
  };
}

/** Desktop: one row per line, every field in its column. */
export function LinesTable(props: LinesProps) {
  const { t } = useTranslation("sales");
  const text = textOf(t);
  const cell = (field: keyof ReturnType<typeof fieldsOf>) => (_: unknown, l: Line, i: number) => fieldsOf(props, text, l, i)[field];
  const columns = [
    { title: "#", width: 36, render: (_: unknown, __: Line, i: number) => i + 1 },
    { title: text.item, width: 230, render: cell("item") },
    { title: text.hsn, width: 100, render: cell("hsn") },
    { title: text.qty, width: 90, render: cell("qty") },
    { title: text.unit, width: 90, render: cell("unit") },
    { title: text.rate, width: 110, render: cell("rate") },
    { title: text.discount, width: 100, render: cell("discount") },
    { title: text.gst, width: 90, render: cell("gst") },
    { title: text.treatment, width: 150, render: cell("treatment") },
    { title: text.amount, width: 110, align: "right" as const, render: cell("amount") },
    { title: "", width: 40, render: cell("remove") },
  ];
  return <DataTable size="small" rowKey="key" columns={columns} dataSource={props.lines} pagination={false} scroll={{ x: 1150 }} bordered />;
}

const Field = ({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) => (
  <div className={wide ? "sales-line-field sales-line-wide" : "sales-line-field"}>
    {/* The visible caption; the input inside carries its own accessible name with the line number. */}
    <span className="sales-label" aria-hidden>{label}</span>
    {children}
  </div>
);

/** Phone: each line a card, every field and the line's amount in view while typing, nothing wider than the screen. */
export function LinesCards(props: LinesProps) {
  const { t } = useTranslation("sales");
  const text = textOf(t);
  return (
    <div className="sales-line-cards">
      {props.lines.map((l, i) => {
        const f = fieldsOf(props, text, l, i);
        return (
          <Card key={l.key} size="small" className="sales-line-card" title={text.card(i + 1)} extra={f.remove} data-testid={`line-card-${i}`}>
            <div className="sales-line-grid">
              <Field label={text.item} wide>{f.item}</Field>
              <Field label={text.qty}>{f.qty}</Field>
              <Field label={text.unit}>{f.unit}</Field>
              <Field label={text.rate}>{f.rate}</Field>
              <Field label={text.discount}>{f.discount}</Field>
              <Field label={text.gst}>{f.gst}</Field>
              <Field label={text.treatment}>{f.treatment}</Field>
              <Field label={text.hsn}>{f.hsn}</Field>
              <div className="sales-line-amount sales-line-wide">
                <span>{text.amount}</span>
                <strong>{f.amount}</strong>
              </div>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
