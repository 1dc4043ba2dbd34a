import type { Because } from "./catalogue";
import type { DocKind } from "./schema";

/**
 * What a product's or party's history says moved its stock or balance: the document, in the reader's
 * language when the history is read (replies.json sales.cause, one phrase per action and kind).
 */
export const byDocument = (action: "saved" | "changed" | "cancelled" | "deleted", kind: DocKind, number: string, by?: number): Because => ({
  by,
  cause: { key: `sales.cause.${action}`, values: { context: kind, number } },
});

/** A payment in or out: its amount (paise) and day, as the payments list shows it. */
export const byPayment = (action: "saved" | "deleted", direction: "in" | "out", amountPaise: number, date: string, by?: number): Because => ({
  by,
  cause: { key: `sales.cause.payment_${action}`, values: { context: direction, amount: amountPaise, date } },
});
