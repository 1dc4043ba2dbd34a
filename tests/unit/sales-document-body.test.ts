import { describe, expect, it } from "vitest";
import Ajv from "ajv";
import { DocumentBody } from "../../modules/sales/contract";
import { documentBody, type InvoiceDraft } from "../../modules/sales/console/document-body";

/**
 * The invoice editor's body, which the offline outbox also keeps and sends later, is the contract's
 * DocumentBody, which is closed: the server refuses a key it does not name. So what the editor sends,
 * and what an earlier build's outbox kept on a device, must validate against it.
 */
const validate = new Ajv({ strict: false, validateFormats: false }).compile(DocumentBody);
const line = { key: 1, product_id: 7, name: "Basmati", hsn: "1006", qty: 2, unit: "KG", rate: 120, discount: null, gst_rate: 5, treatment: "taxable" as const };
const draft: InvoiceDraft = { paymentType: "credit", date: "2026-11-20", partyId: 3, partyName: "", partyPhone: "", partyState: "", number: "", lines: [line], received: 50, mode_: "upi", notes: "" };
/** JSON as it goes on the wire (and into IndexedDB): undefined keys left out. */
const wire = (body: unknown) => JSON.parse(JSON.stringify(body));

describe("the editor's document body", () => {
  it("is what the contract takes, for a sale, a walk-in cash sale and a purchase", () => {
    const bodies = [
      documentBody("sale", draft, "k-0000000001"),
      documentBody("sale", { ...draft, paymentType: "cash", partyId: null, partyName: "Ravi", partyPhone: "9811122233", partyState: "29" }, "k-0000000002"),
      documentBody("purchase", { ...draft, number: "BT/1", lines: [{ ...line, discount: 5, hsn: "" }] }),
    ];
    for (const body of bodies) expect(validate(wire(body)), JSON.stringify(validate.errors)).toBe(true);
    expect(wire(bodies[0])).toEqual({
      payment_type: "credit", date: "2026-11-20", party_id: 3, lines: [{ product_id: 7, name: "Basmati", hsn: "1006", qty: 2, unit: "KG", rate: 120, gst_rate: 5, treatment: "taxable" }],
      amount_received: 50, payment_mode: "upi", notes: "", request_key: "k-0000000001",
    });
  });

  it("takes a draft kept by an older build: no treatment on its lines, a mode as text", () => {
    const old = { ...draft, mode_: "CASH?", lines: [{ ...line, treatment: undefined as never }] };
    const body = wire(documentBody("sale", old, "k-0000000003"));
    expect(body.payment_mode).toBe("cash");
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });

  it("matches what the first outbox build (7915f7e) kept on devices, and refuses a key it does not name", () => {
    const kept = { payment_type: "cash", date: "2026-11-20", party_id: null, party_name: "Walk-in", lines: [{ product_id: null, name: "Tea", hsn: "0902", qty: 1, unit: "PCS", rate: 10, gst_rate: 5 }], payment_mode: "cash", notes: "", request_key: "k-0000000004" };
    expect(validate(kept), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...kept, total: 10 })).toBe(false);
  });
});
