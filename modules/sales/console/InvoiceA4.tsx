import { useEffect, useState } from "react";
import QRCode from "qrcode";
import type { InvoiceView } from "../invoice-view";
import "./print.css";

/** The UPI QR for the balance due as an image: scanning it opens any UPI app with the amount filled in. */
export function useUpiQr(link: string | null | undefined) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    if (!link) return setSrc(undefined);
    QRCode.toDataURL(link, { margin: 1, width: 240 }).then(setSrc, () => setSrc(undefined));
  }, [link]);
  return src;
}

/**
 * The A4 tax invoice, drawn from the same view model as the PDF file (modules/sales/server/invoice-pdf.ts)
 * and the public invoice page, so the three show the same thing.
 */
export function InvoiceA4({ view: v }: { view: InvoiceView }) {
  const qr = useUpiQr(v.upi?.link);
  const irnQr = useUpiQr(v.einvoice?.qr);
  return (
    <div className="inv-a4" data-testid="print-a4" lang={v.language === "en" ? "en" : undefined}>
      <div className="inv-copy">{v.copy}</div>
      <h1 className="inv-title">{v.title}</h1>
      {v.against && <div className="inv-against" data-testid="print-against">{v.against}</div>}
      {v.cancelled && <div className="inv-cancelled" data-testid="print-cancelled">{v.words.cancelled}</div>}
      {/* A registered e-invoice shows its IRN and the IRP's signed QR (CGST rule 48(4)). */}
      {v.einvoice && (
        <div className="inv-irn" data-testid="print-irn">
          <div className="inv-irn-text">
            <div><strong>{v.einvoice.words.irn}:</strong> <span className="inv-irn-code" data-testid="print-irn-code">{v.einvoice.irn}</span></div>
            <div><strong>{v.einvoice.words.ack_no}:</strong> {v.einvoice.ack_no}</div>
            <div><strong>{v.einvoice.words.ack_date}:</strong> {v.einvoice.ack_date}</div>
          </div>
          {irnQr && <img src={irnQr} alt={v.einvoice.words.qr_alt} className="inv-irn-qr" data-testid="print-irn-qr" />}
        </div>
      )}
      <div className="inv-head">
        <div className="inv-seller">
          {v.seller.logo && <img src={v.seller.logo} alt="" className="inv-logo" />}
          <div>
            <div className="inv-biz">{v.seller.name}</div>
            {v.seller.lines.map((l) => <div key={l}>{l}</div>)}
            {/* GSTIN is the same word in every language. */}
            {v.seller.gstin && <div><strong>{`GSTIN: ${v.seller.gstin}`}</strong></div>}
            <div>{v.seller.state}</div>
          </div>
        </div>
        <table className="inv-meta">
          <tbody>
            {v.meta.map((r) => (
              <tr key={r.label}><th>{r.label}</th><td data-testid={r.testid}>{r.value}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="inv-party">
        <div className="inv-small">{v.party.heading}</div>
        <div className="inv-biz">{v.party.name}</div>
        {v.party.lines.map((l) => <div key={l}>{l}</div>)}
      </div>
      {/* On a phone the lines table scrolls sideways inside this box: keyboard users reach it too (axe scrollable-region-focusable). */}
      <div className="inv-lines-wrap" tabIndex={0} role="region" aria-label={v.line_header[1]}>
        <table className="inv-lines">
          <thead>
            <tr>{v.line_header.map((h, i) => <th key={h} className={v.line_numeric[i] ? "r" : undefined}>{h}</th>)}</tr>
          </thead>
          <tbody>
            {v.lines.map((cells, row) => (
              <tr key={row}>{cells.map((c, i) => <td key={i} className={v.line_numeric[i] ? "r" : undefined}>{c}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="inv-bottom">
        <div className="inv-left">
          <table className="inv-tax">
            <thead>
              <tr>{v.tax_header.map((h, i) => <th key={h} className={i ? "r" : undefined}>{h}</th>)}</tr>
            </thead>
            <tbody>
              {v.tax_rows.map((cells) => (
                <tr key={cells[0]}>{cells.map((c, i) => <td key={i} className={i ? "r" : undefined}>{c}</td>)}</tr>
              ))}
            </tbody>
          </table>
          <div className="inv-words"><strong>{v.words.amount_in_words}:</strong> {v.amount_in_words}</div>
          {v.notes && <div className="inv-notes">{v.notes}</div>}
          {v.bank && <div className="inv-small">{v.bank}</div>}
        </div>
        <table className="inv-sum">
          <tbody>
            {v.totals.map((r) => (
              <tr key={r.label} className={r.grand ? "inv-grand" : r.strong ? "inv-due" : undefined}>
                <th>{r.label}</th><td data-testid={r.testid}>{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="inv-foot">
        <div className="inv-terms">
          {v.terms && <><strong>{v.words.terms}</strong><div>{v.terms}</div></>}
        </div>
        {qr && v.upi && (
          <div className="inv-qr">
            <img src={qr} alt={v.words.qr_alt} data-testid="print-qr" />
            <div>{v.upi.caption}</div>
          </div>
        )}
        <div className="inv-sign">{v.signatory}<br /><br /><br />{v.words.signatory}</div>
      </div>
    </div>
  );
}
