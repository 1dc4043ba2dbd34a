import { stateCodeOf, stateOptionOf, type PARTY_TYPES } from "../resources";
import { GST_STATES, isGstin } from "../../../resources/validators";
import type { DocKind, PartyOption } from "./api";

/**
 * The pure part of adding a party from inside the invoice or bill editor (QuickPartyForm): who the new
 * party is to this document, what the parties API is sent, and what the picker shows afterwards.
 */

/** The picker's value for its "Add <name>" row: no party id is negative. */
export const ADD_PARTY = -1;

/** A sale is made to a customer, a purchase bill comes from a supplier. */
export const partyTypeFor = (kind: DocKind): (typeof PARTY_TYPES)[number] => (kind === "sale" ? "Customer" : "Supplier");

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/** Whether the typed search is a name worth offering to add: something typed that no listed party is called. */
export const offerToAdd = (typed: string, parties: Pick<PartyOption, "name">[]) => typed.trim() !== "" && !parties.some((p) => sameName(p.name, typed));

/** The state code a valid GSTIN names ("27AAPFU0939F1ZV" → "27"); "" while it is not a valid GSTIN of a known state. */
export function stateOfGstin(gstin: string | null | undefined): string {
  const v = (gstin ?? "").trim().toUpperCase();
  return isGstin(v) && GST_STATES[v.slice(0, 2)] ? v.slice(0, 2) : "";
}

export interface QuickPartyValues {
  name: string;
  phone?: string;
  gstin?: string;
  /** A state code ("27"), as the editor's state picker holds it. */
  state?: string;
}

/** The body of POST /api/b/:businessId/parties: only what was filled, the state in the party form's "27 Maharashtra" spelling. */
export function quickPartyBody(kind: DocKind, v: QuickPartyValues): Record<string, string> {
  const body: Record<string, string> = { name: v.name.trim(), party_type: partyTypeFor(kind) };
  if (v.phone?.trim()) body.phone = v.phone.trim();
  if (v.gstin?.trim()) body.gstin = v.gstin.trim().toUpperCase();
  const state = stateOptionOf(stateOfGstin(v.gstin) || v.state);
  if (state) body.state = state;
  return body;
}

/** The created party record as the picker lists parties (a new party owes nothing yet). */
export function partyOptionOf(r: Record<string, unknown> & { id: number }): PartyOption {
  const gstin = (r.gstin as string) || null;
  return {
    id: r.id,
    name: String(r.name ?? ""),
    party_type: String(r.party_type ?? ""),
    phone: (r.phone as string) || null,
    gstin,
    state_code: stateCodeOf(r.state as string) || (gstin ? gstin.slice(0, 2) : ""),
    to_receive: 0,
    to_pay: 0,
  };
}
