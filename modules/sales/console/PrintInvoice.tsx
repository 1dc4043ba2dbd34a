import { useEffect } from "react";
import { Alert, Button, Segmented, Select, Space, Spin } from "antd";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { salesApi, type DocKind, type NoteKind, type SalesDocument } from "./api";
import { rupees, showDate } from "./format";
import { COPY_LABELS, balanceUpiLink, invoiceView, qtyText } from "../invoice-view";
import { copyLabel, copyOfLabel, printWords } from "../invoice-words";
import { InvoiceA4, useUpiQr } from "./InvoiceA4";
import { DownloadPdfButton } from "./InvoiceFileButtons";
import { ShareLinkPanel } from "./ShareLinkPanel";
import { EinvoicePanel } from "./EinvoicePanel";
import { listPath, printPath } from "./paths";
import { NoteButton } from "./NoteButton";
import { Link } from "react-router";
import { CancelButton } from "./CancelButton";
import { DebitNoteButton } from "./DebitNoteButton";

/** The link to each note issued against the document, by its kind. */
const NOTE_LINK: Record<NoteKind, string> = { credit: "print.creditNote", debit: "print.debitNote", sdebit: "print.saleDebitNote" };
import "./print.css";
import { useTranslation } from "../../../src/i18n/use-translation";

/** The 80 mm receipt, in the invoice language like the A4 page (modules/sales/invoice-words.ts). */
function Thermal({ doc, copy, qr }: { doc: SalesDocument; copy: string; qr?: string }) {
  const b = doc.business;
  const say = printWords(doc.invoice_language);
  return (
    <div className="inv-thermal" data-testid="print-thermal">
      <div className="c">{copyLabel(say, copy)}</div>
      {b.logo && <img src={b.logo} alt="" className="inv-logo c" />}
      <div className="c b">{b.name}</div>
      <div className="c">{b.address}</div>
      {b.gstin && <div className="c">GSTIN {b.gstin}</div>}
      <div className="c b">{say(`title.${doc.kind}`)}</div>
      <div className="row"><span>{doc.number}</span><span>{showDate(doc.date)}</span></div>
      <div>{doc.party_name}{doc.party_gstin ? ` · ${doc.party_gstin}` : ""}</div>
      <div>{say("reverseCharge")}: {say(doc.reverse_charge ? "yes" : "no")}</div>
      <hr />
      {doc.lines.map((l, i) => (
        <div key={i} className="t-line">
          <div>{l.name} <span className="muted">HSN {l.hsn || "-"} · {l.gst_rate}%</span></div>
          <div className="row"><span>{doc.kind === "sdebit" ? rupees(l.rate) : `${qtyText(l.qty)} × ${rupees(l.rate)}`}{l.discount ? ` − ${rupees(l.discount)}` : ""}</span><span>{rupees(l.total)}</span></div>
        </div>
      ))}
      <hr />
      <div className="row"><span>{say("taxable")}</span><span>{rupees(doc.taxable)}</span></div>
      {doc.tax_breakup.map((t) =>
        doc.inter_state ? (
          <div className="row" key={t.gst_rate}><span>IGST {t.gst_rate}%</span><span>{rupees(t.igst)}</span></div>
        ) : (
          <div key={t.gst_rate}>
            <div className="row"><span>CGST {t.gst_rate / 2}%</span><span>{rupees(t.cgst)}</span></div>
            <div className="row"><span>SGST {t.gst_rate / 2}%</span><span>{rupees(t.sgst)}</span></div>
          </div>
        ),
      )}
      <div className="row"><span>{say("roundOff")}</span><span>{rupees(doc.round_off)}</span></div>
      <div className="row b big"><span>{say("total").toUpperCase()}</span><span>{rupees(doc.total)}</span></div>
      <div className="row"><span>{say("paid")}</span><span>{rupees(doc.paid)}</span></div>
      <div className="row b"><span>{say("balanceDue")}</span><span>{rupees(doc.balance)}</span></div>
      <div className="muted">{doc.amount_in_words}</div>
      {qr && <img src={qr} alt={say("qrAlt")} className="t-qr" />}
      {doc.terms && <div className="muted c">{doc.terms}</div>}
      <div className="c">{say("thanks")}</div>
    </div>
  );
}

const COPY_KEYS = ["original", "duplicate", "triplicate"] as const;

/** Print route: A4 tax invoice or thermal receipt with the copy label; the PDF file comes from the server. */
export default function PrintInvoice({ kind }: { kind: DocKind | NoteKind }) {
  const { t } = useTranslation("sales");
  const { id } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const doc = useQuery({ queryKey: ["sales-doc", kind, id], queryFn: () => salesApi.document(kind, id!) });
  const format = (search.get("format") as "A4" | "thermal" | null) ?? doc.data?.print_format ?? "A4";
  const copy = search.get("copy") ?? COPY_LABELS[0];
  const qr = useUpiQr(doc.data ? balanceUpiLink(doc.data) : null);
  const set = (k: string, v: string) => setSearch((s) => { s.set(k, v); return s; }, { replace: true });

  useEffect(() => {
    document.body.classList.add(format === "thermal" ? "print-thermal" : "print-a4");
    return () => document.body.classList.remove("print-thermal", "print-a4");
  }, [format]);

  if (doc.isLoading) return <Spin size="large" style={{ display: "block", margin: 64 }} />;
  if (doc.isError || !doc.data) return <Alert type="error" showIcon message={(doc.error as { message?: string })?.message ?? t("print.notFound")} />;
  const d = doc.data;
  return (
    <div>
      <Space className="no-print" wrap style={{ marginBottom: 16 }}>
        <Button onClick={() => navigate(kind === "sale" || kind === "purchase" ? listPath(kind) : printPath(kind === "debit" ? "purchase" : "sale", doc.data!.original?.id ?? 0))}>{t("print.back")}</Button>
        <Segmented value={format} onChange={(v) => set("format", String(v))} options={[{ value: "A4", label: t("settings.a4") }, { value: "thermal", label: t("print.thermal") }]} />
        <Select value={copy} onChange={(v) => set("copy", v)} options={COPY_LABELS.map((c, i) => ({ value: c, label: t(`print.copies.${COPY_KEYS[i]}`) }))} style={{ width: 260, maxWidth: "100%" }} aria-label={t("print.copy")} />
        <Button type="primary" onClick={() => window.print()} data-testid="print-button">{t("common.print")}</Button>
        <DownloadPdfButton kind={kind} id={d.id} number={d.number} copy={copyOfLabel(copy)} />
        {(kind === "sale" || kind === "purchase") && d.status !== "cancelled" && <NoteButton kind={kind} doc={d} />}
        {kind === "sale" && d.status !== "cancelled" && <DebitNoteButton doc={d} />}
        {kind !== "purchase" && d.status !== "cancelled" && <CancelButton kind={kind} doc={d} />}
        {d.notes_issued.map((n) => (
          <Link key={n.id} to={printPath(n.kind, n.id)}>{t(NOTE_LINK[n.kind], { number: n.number })}{n.cancelled ? ` ${t("print.cancelled")}` : ""}</Link>
        ))}
      </Space>
      {kind === "sale" && <ShareLinkPanel id={d.id} />}
      {(kind === "sale" || kind === "credit") && d.status !== "cancelled" && <EinvoicePanel doc={d} />}
      {format === "thermal" ? <Thermal doc={d} copy={copy} qr={qr} /> : <InvoiceA4 view={invoiceView(d, copy)} />}
    </div>
  );
}
