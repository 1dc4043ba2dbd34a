import type { DocRow } from "../contract";
import type { PaymentType } from "./schema";

/** A document as a list shows it (the list pages, and a party's open ones for a payment): modules/sales/contract.ts DocRow. */
export function docRow(d: { id: number; number: string; day: string; paymentType: PaymentType; partyId: number | null; partyName: string; totalPaise: number; paidPaise: number; cancelledAt: unknown }): DocRow {
  return {
    id: d.id,
    number: d.number,
    date: d.day,
    payment_type: d.paymentType,
    party_id: d.partyId,
    party_name: d.partyName,
    total: Math.round(d.totalPaise) / 100,
    paid: Math.round(d.paidPaise) / 100,
    balance: d.cancelledAt ? 0 : Math.round(d.totalPaise - d.paidPaise) / 100,
    status: d.cancelledAt ? "Cancelled" : d.paidPaise >= d.totalPaise ? "Paid" : d.paidPaise > 0 ? "Partly paid" : "Unpaid",
  };
}
