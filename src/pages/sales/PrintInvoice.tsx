import { useEffect, useState } from "react";
import { Alert, Button, Segmented, Select, Space, Spin } from "antd";
import { Typography } from "../../ui/Typography";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams, useSearchParams } from "react-router";
import QRCode from "qrcode";
import { salesApi, type DocKind, type NoteKind, type SalesDocument } from "./api";
import { rupees, showDate, stateName } from "./format";
import { upiPaymentLink } from "../../../resources/sales";
import { listPath, printPath } from "./paths";
import { NoteButton } from "./NoteButton";
import { Link } from "react-router";
import { CancelButton } from "./CancelButton";
import "./print.css";

export const COPY_LABELS = ["ORIGINAL FOR RECIPIENT", "DUPLICATE FOR TRANSPORTER", "TRIPLICATE FOR SUPPLIER"] as const;

/** The UPI QR for the balance due: scanning it opens any UPI app with the amount filled in. */
function useUpiQr(doc: SalesDocument | undefined) {
  const [src, setSrc] = useState<string>();
  const link =
    doc && doc.kind === "sale" && doc.balance > 0 && doc.business.upi_id
      ? upiPaymentLink({ vpa: doc.business.upi_id, payee: doc.business.name, amountPaise: Math.round(doc.balance * 100), reference: `INV${doc.id}`, note: `Invoice ${doc.number}` })
      : undefined;
  useEffect(() => {
    if (!link) return setSrc(undefined);
    QRCode.toDataURL(link, { margin: 1, width: 240 }).then(setSrc, () => setSrc(undefined));
  }, [link]);
  return src;
}

const qtyText = (q: number) => String(Number(q.toFixed(3)));

function A4({ doc, copy, qr }: { doc: SalesDocument; copy: string; qr?: string }) {
  const b = doc.business;
  // A credit note is on the sale side (we issue it to the buyer), a debit note on the purchase side.
  const sale = doc.kind === "sale" || doc.kind === "credit";
  const note = doc.kind === "credit" || doc.kind === "debit";
  return (
    <div className="inv-a4" data-testid="print-a4">
      <div className="inv-copy">{copy}</div>
      <h1 className="inv-title">{TITLE[doc.kind]}</h1>
      {doc.original && <div className="inv-against" data-testid="print-against">Against {doc.kind === "credit" ? "invoice" : "bill"} {doc.original.number} dated {showDate(doc.original.date)}</div>}
      {doc.status === "cancelled" && <div className="inv-cancelled" data-testid="print-cancelled">CANCELLED</div>}
      <div className="inv-head">
        <div className="inv-seller">
          {b.logo && <img src={b.logo} alt="" className="inv-logo" />}
          <div>
            <div className="inv-biz">{b.name}</div>
            <div>{b.address}</div>
            {b.phone && <div>Phone: {b.phone}</div>}
            {b.gstin && <div><strong>GSTIN: {b.gstin}</strong></div>}
            <div>State: {stateName(b.state_code)}</div>
          </div>
        </div>
        <table className="inv-meta">
          <tbody>
            <tr><th>{note ? "Note No." : sale ? "Invoice No." : "Bill No."}</th><td data-testid="print-number">{doc.number}</td></tr>
            <tr><th>Date</th><td>{showDate(doc.date)}</td></tr>
            <tr><th>{sale ? "Place of supply" : "Supplier state"}</th><td>{stateName(doc.party_state)}</td></tr>
            <tr><th>Payment</th><td>{doc.payment_type === "cash" ? "Cash" : "Credit"}</td></tr>
            {/* CGST rule 46(p): a tax invoice states whether tax is payable on reverse charge. */}
            <tr><th>Tax payable on reverse charge</th><td data-testid="print-rcm">{doc.reverse_charge ? "Yes" : "No"}</td></tr>
          </tbody>
        </table>
      </div>
      <div className="inv-party">
        <div className="inv-small">{sale ? "Bill to" : "Supplier"}</div>
        <div className="inv-biz">{doc.party_name}</div>
        {doc.party_address && <div>{doc.party_address}</div>}
        {doc.party_phone && <div>Phone: {doc.party_phone}</div>}
        {doc.party_gstin && <div>GSTIN: {doc.party_gstin}</div>}
      </div>
      <table className="inv-lines">
        <thead>
          <tr><th>#</th><th>Item</th><th>HSN/SAC</th><th className="r">Qty</th><th className="r">Rate</th><th className="r">Disc.</th><th className="r">Taxable</th><th className="r">GST</th><th className="r">Amount</th></tr>
        </thead>
        <tbody>
          {doc.lines.map((l, i) => (
            <tr key={i}>
              <td>{i + 1}</td><td>{l.name}</td><td>{l.hsn}</td><td className="r">{qtyText(l.qty)} {l.unit}</td><td className="r">{rupees(l.rate)}</td>
              <td className="r">{l.discount ? rupees(l.discount) : "-"}</td><td className="r">{rupees(l.taxable)}</td><td className="r">{l.gst_rate}%</td><td className="r">{rupees(l.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="inv-bottom">
        <div className="inv-left">
          <table className="inv-tax">
            <thead>
              <tr><th>GST %</th><th className="r">Taxable</th>{doc.inter_state ? <th className="r">IGST</th> : <><th className="r">CGST</th><th className="r">SGST</th></>}</tr>
            </thead>
            <tbody>
              {doc.tax_breakup.map((t) => (
                <tr key={t.gst_rate}>
                  <td>{t.gst_rate}%</td><td className="r">{rupees(t.taxable)}</td>
                  {doc.inter_state ? <td className="r">{rupees(t.igst)}</td> : <><td className="r">{rupees(t.cgst)} ({t.gst_rate / 2}%)</td><td className="r">{rupees(t.sgst)} ({t.gst_rate / 2}%)</td></>}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="inv-words"><strong>Amount in words:</strong> {doc.amount_in_words}</div>
          {doc.notes && <div className="inv-notes">{doc.notes}</div>}
          {sale && b.bank && <div className="inv-small">Bank: {b.bank.name} · A/c {b.bank.account} · IFSC {b.bank.ifsc}</div>}
        </div>
        <table className="inv-sum">
          <tbody>
            <tr><th>Taxable value</th><td>{rupees(doc.taxable)}</td></tr>
            {doc.inter_state ? <tr><th>IGST</th><td>{rupees(doc.igst)}</td></tr> : <><tr><th>CGST</th><td>{rupees(doc.cgst)}</td></tr><tr><th>SGST</th><td>{rupees(doc.sgst)}</td></tr></>}
            <tr><th>Round off</th><td>{rupees(doc.round_off)}</td></tr>
            <tr className="inv-grand"><th>Total</th><td data-testid="print-total">{rupees(doc.total)}</td></tr>
            <tr><th>{sale ? "Received" : "Paid"}</th><td>{rupees(doc.paid)}</td></tr>
            <tr className="inv-due"><th>Balance due</th><td>{rupees(doc.balance)}</td></tr>
          </tbody>
        </table>
      </div>
      <div className="inv-foot">
        <div className="inv-terms">
          {doc.terms && <><strong>Terms</strong><div>{doc.terms}</div></>}
        </div>
        {qr && (
          <div className="inv-qr">
            <img src={qr} alt="UPI QR for the balance due" data-testid="print-qr" />
            <div>Scan to pay {rupees(doc.balance)} by UPI</div>
          </div>
        )}
        <div className="inv-sign">For {b.name}<br /><br /><br />Authorised signatory</div>
      </div>
    </div>
  );
}

function Thermal({ doc, copy, qr }: { doc: SalesDocument; copy: string; qr?: string }) {
  const b = doc.business;
  return (
    <div className="inv-thermal" data-testid="print-thermal">
      <div className="c">{copy}</div>
      {b.logo && <img src={b.logo} alt="" className="inv-logo c" />}
      <div className="c b">{b.name}</div>
      <div className="c">{b.address}</div>
      {b.gstin && <div className="c">GSTIN {b.gstin}</div>}
      <div className="c b">{TITLE[doc.kind]}</div>
      <div className="row"><span>{doc.number}</span><span>{showDate(doc.date)}</span></div>
      <div>{doc.party_name}{doc.party_gstin ? ` · ${doc.party_gstin}` : ""}</div>
      <div>Tax payable on reverse charge: {doc.reverse_charge ? "Yes" : "No"}</div>
      <hr />
      {doc.lines.map((l, i) => (
        <div key={i} className="t-line">
          <div>{l.name} <span className="muted">HSN {l.hsn || "-"} · {l.gst_rate}%</span></div>
          <div className="row"><span>{qtyText(l.qty)} × {rupees(l.rate)}{l.discount ? ` − ${rupees(l.discount)}` : ""}</span><span>{rupees(l.total)}</span></div>
        </div>
      ))}
      <hr />
      <div className="row"><span>Taxable</span><span>{rupees(doc.taxable)}</span></div>
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
      <div className="row"><span>Round off</span><span>{rupees(doc.round_off)}</span></div>
      <div className="row b big"><span>TOTAL</span><span>{rupees(doc.total)}</span></div>
      <div className="row"><span>Paid</span><span>{rupees(doc.paid)}</span></div>
      <div className="row b"><span>Balance due</span><span>{rupees(doc.balance)}</span></div>
      <div className="muted">{doc.amount_in_words}</div>
      {qr && <img src={qr} alt="UPI QR for the balance due" className="t-qr" />}
      {doc.terms && <div className="muted c">{doc.terms}</div>}
      <div className="c">Thank you! Visit again.</div>
    </div>
  );
}

/** Print route: A4 tax invoice or thermal receipt with the copy label; PDF through the browser's print dialog. */
const TITLE: Record<DocKind | NoteKind, string> = { sale: "TAX INVOICE", purchase: "PURCHASE BILL", credit: "CREDIT NOTE", debit: "DEBIT NOTE" };

export default function PrintInvoice({ kind }: { kind: DocKind | NoteKind }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const doc = useQuery({ queryKey: ["sales-doc", kind, id], queryFn: () => salesApi.document(kind, id!) });
  const format = (search.get("format") as "A4" | "thermal" | null) ?? doc.data?.print_format ?? "A4";
  const copy = search.get("copy") ?? COPY_LABELS[0];
  const qr = useUpiQr(doc.data);
  const set = (k: string, v: string) => setSearch((s) => { s.set(k, v); return s; }, { replace: true });

  useEffect(() => {
    document.body.classList.add(format === "thermal" ? "print-thermal" : "print-a4");
    return () => document.body.classList.remove("print-thermal", "print-a4");
  }, [format]);

  if (doc.isLoading) return <Spin size="large" style={{ display: "block", margin: 64 }} />;
  if (doc.isError || !doc.data) return <Alert type="error" showIcon message={(doc.error as { message?: string })?.message ?? "Not found"} />;
  const d = doc.data;
  return (
    <div>
      <Space className="no-print" wrap style={{ marginBottom: 16 }}>
        <Button onClick={() => navigate(kind === "sale" || kind === "purchase" ? listPath(kind) : printPath(kind === "credit" ? "sale" : "purchase", doc.data!.original?.id ?? 0))}>← Back</Button>
        <Segmented value={format} onChange={(v) => set("format", String(v))} options={[{ value: "A4", label: "A4 tax invoice" }, { value: "thermal", label: "Thermal (80 mm)" }]} />
        <Select value={copy} onChange={(v) => set("copy", v)} options={COPY_LABELS.map((c) => ({ value: c, label: c }))} style={{ width: 260 }} aria-label="Copy" />
        <Button type="primary" onClick={() => window.print()} data-testid="print-button">Print</Button>
        <Button
          onClick={() => {
            const before = document.title;
            // The browser's "Save as PDF" names the file after the page title.
            document.title = `${d.number.replace(/[/]/g, "-")} ${d.party_name}`;
            window.print();
            document.title = before;
          }}
        >
          Download PDF
        </Button>
        <Typography.Text type="secondary">PDF: choose “Save as PDF” as the printer.</Typography.Text>
        {(kind === "sale" || kind === "purchase") && d.status !== "cancelled" && <NoteButton kind={kind} doc={d} />}
        {kind === "sale" && d.status !== "cancelled" && <CancelButton kind={kind} doc={d} />}
        {d.notes_issued.map((n) => (
          <Link key={n.id} to={printPath(n.kind, n.id)}>{n.kind === "credit" ? "Credit" : "Debit"} note {n.number}{n.cancelled ? " (cancelled)" : ""}</Link>
        ))}
      </Space>
      {format === "thermal" ? <Thermal doc={d} copy={copy} qr={qr} /> : <A4 doc={d} copy={copy} qr={qr} />}
    </div>
  );
}
