import { Card, Col, Row } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { rupees } from "./format";
import type { ReturnRow, ReturnSection } from "./api";
import { useTranslation } from "../../../src/i18n/use-translation";

/**
 * A return's sections as cards (one column on a phone, two or three on wider screens), each with its
 * plain words, the portal's name for it, how many documents it holds and its totals. Drawn from the
 * API's list, so a section the return gains shows without code here: its words come from
 * gst.sections.<key> (gst.r3b.<key> for GSTR-3B), the portal's name when they are missing.
 */
type T = ReturnType<typeof useTranslation>["t"];
const wordKey = (key: string) => key.replace(/\./g, "_");
const HEADS = [
  ["txval", "gst.taxable"],
  ["iamt", "IGST"],
  ["camt", "CGST"],
  ["samt", "SGST"],
  ["csamt", "gst.cess"],
] as const;
const HEAD_WORD: Record<string, string> = { ...Object.fromEntries(HEADS), inter: "gst.inter", intra: "gst.intra" };
const EXTRA: Record<string, string> = { nil_amt: "gst.nilRated", expt_amt: "gst.exempted", ngsup_amt: "gst.nonGst" };

function Amounts({ rows, t }: { rows: [string, number][]; t: T }) {
  return (
    <dl className="gst-amounts">
      {rows.map(([label, value]) => (
        <div key={label} className="gst-amount">
          <dt>{label.startsWith("gst.") ? t(label) : label}</dt>
          <dd>{rupees(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SectionCards({ sections }: { sections: ReturnSection[] }) {
  const { t } = useTranslation("sales");
  return (
    <Row gutter={[12, 12]} className="sales-cards">
      {sections.map((s) => {
        const k = wordKey(s.key);
        const title = t(`gst.sections.${k}.title`, { defaultValue: s.key.toUpperCase() });
        const help = t(`gst.sections.${k}.help`, { defaultValue: "" });
        const extra = Object.entries(s.extra).map(([key, v]) => [EXTRA[key] ?? key, v] as [string, number]);
        const taxes = HEADS.map(([key, label]) => [label, s[key]] as [string, number]);
        return (
          <Col key={s.key} xs={24} md={12} xl={8}>
            <Card size="small" data-testid={`gst-section-${s.key}`} title={<span className="gst-card-title">{title}</span>} extra={<Typography.Text type="secondary" className="gst-code">{t(`gst.sections.${k}.table`, { defaultValue: s.key })}</Typography.Text>}>
              {help && <Typography.Paragraph type="secondary" className="gst-help">{help}</Typography.Paragraph>}
              {s.count === 0 ? (
                <Typography.Text type="secondary" data-testid="gst-section-none">{t("gst.noneThisMonth")}</Typography.Text>
              ) : (
                <>
                  <div className="gst-count" data-testid="gst-section-count">{t(s.counts === "documents" ? "gst.documents" : "gst.rows", { count: s.count })}</div>
                  {/* Table 8 says nil-rated, exempt and non-GST; the others the five tax heads. */}
                  {/* A section with nothing to sum (documents issued) shows its count alone, not a column of ₹0.00. */}
                  {(extra.length > 0 || taxes.some(([, v]) => v !== 0)) && <Amounts rows={extra.length > 0 ? extra : taxes} t={t} />}
                </>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

/** GSTR-3B's parts: 3.1 (sup_details), 4 (itc_elg), 5 (inward_sup), each row with the amounts the return has in it. */
const PARTS = ["sup_details", "itc_elg", "inward_sup"];
export function Gstr3bCards({ rows }: { rows: ReturnRow[] }) {
  const { t } = useTranslation("sales");
  const parts = [...new Set(rows.map((r) => r.key.split(".")[0]))].sort((a, b) => PARTS.indexOf(a) - PARTS.indexOf(b));
  return (
    <>
      {parts.map((part) => (
        <section key={part} className="gst-part">
          <Typography.Title level={3} className="gst-part-title">{t(`gst.r3b.${part}`, { defaultValue: part })}</Typography.Title>
          <Row gutter={[12, 12]} className="sales-cards">
            {rows
              .filter((r) => r.key.split(".")[0] === part)
              .map((r) => {
                const k = wordKey(r.key);
                const amounts = r.amounts.map((a) => [HEAD_WORD[a.head] ?? a.head, a.value] as [string, number]);
                return (
                  <Col key={r.key} xs={24} md={12} xl={8}>
                    <Card size="small" data-testid={`gst3b-${r.key}`} title={<span className="gst-card-title">{t(`gst.r3b.${k}`, { defaultValue: r.key })}</span>}>
                      <Amounts rows={amounts} t={t} />
                    </Card>
                  </Col>
                );
              })}
          </Row>
        </section>
      ))}
    </>
  );
}
