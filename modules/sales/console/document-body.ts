import type { DocumentBody, PayMode } from "../contract";
import type { DocKind } from "./api";
import type { Line } from "./InvoiceLines";

/** What a new document's form holds (kept as its draft by useInvoiceDraft, and in the offline outbox to edit a refused bill). */
export interface InvoiceDraft {
  paymentType: "cash" | "credit";
  date: string;
  partyId: number | null;
  partyName: string;
  partyPhone: string;
  partyState: string;
  number: string;
  lines: Line[];
  received: number | null;
  /** The payment mode; a string because drafts kept by older builds are read back as they were. */
  mode_: string;
  notes: string;
}

const PAY_MODES: readonly string[] = ["cash", "upi", "bank", "cheque"] satisfies PayMode[];
const payModeOf = (mode: string): PayMode => (PAY_MODES.includes(mode) ? (mode as PayMode) : "cash");

/**
 * The body the editor sends, and the offline outbox keeps and sends later: exactly the contract's
 * DocumentBody (closed: the server refuses a key it does not name), so the two cannot drift. A draft
 * kept before GST treatments existed has none on its lines: the server then takes the product's.
 */
export function documentBody(kind: DocKind, form: InvoiceDraft, requestKey?: string): DocumentBody {
  const { partyId } = form;
  return {
    payment_type: form.paymentType,
    date: form.date,
    party_id: partyId,
    party_name: partyId ? undefined : form.partyName || undefined,
    party_phone: partyId ? undefined : form.partyPhone || undefined,
    party_state: form.partyState || undefined,
    number: kind === "purchase" ? form.number || undefined : undefined,
    lines: form.lines.map((l) => ({
      product_id: l.product_id,
      name: l.name,
      hsn: l.hsn || undefined,
      qty: l.qty ?? 0,
      unit: l.unit,
      rate: l.rate ?? 0,
      discount: l.discount ?? undefined,
      gst_rate: l.gst_rate,
      treatment: l.treatment,
    })),
    amount_received: form.paymentType === "credit" ? (form.received ?? 0) : undefined,
    payment_mode: payModeOf(form.mode_),
    notes: form.notes,
    request_key: requestKey,
  };
}
