import type { Db } from "../../../server/db/client";
import { formatRupees } from "../../../resources/money";
import { pdfFileName } from "../invoice-view";
import type { ShareExpiry } from "../../../resources/share-link";
import { getDocument } from "./documents";
import { linkTimes, liveLinkInvoice, makeShareLink, shareLinkState, withdrawShareLink } from "./share-links";

type Doc = Awaited<ReturnType<typeof getDocument>>;

/** What the console needs to send a live link: its paths, a short message and when it stops working. */
function shareOf(doc: Doc, link: { token: string; createdAt: Date; expiresAt: Date | null }) {
  const due = doc.balance > 0 ? ` (${formatRupees(doc.balance)} due)` : "";
  const status = doc.status === "cancelled" ? " (cancelled)" : "";
  return {
    path: `/i/${link.token}`,
    pdf_path: `/api/public/invoices/${link.token}/pdf`,
    text: `Invoice ${doc.number}${status} from ${doc.business.name}: ${formatRupees(doc.total)}${due}. View or download it here:`,
    phone: doc.party_phone && /^[6-9][0-9]{9}$/.test(doc.party_phone) ? doc.party_phone : null,
    file_name: pdfFileName(doc.number),
    made_at: new Date(link.createdAt).toISOString(),
    expires_at: link.expiresAt === null ? null : new Date(link.expiresAt).toISOString(),
  };
}

/**
 * The invoice's public link: the live one as it is (a link already sent on WhatsApp keeps working),
 * else a new one that works for `expiresIn` (share-links.ts). `renew` replaces a live link.
 * Only a sale invoice of the caller's business gets one.
 */
export async function shareInvoice(db: Db, businessId: number, id: number, o: { expiresIn?: ShareExpiry; renew?: boolean; userId?: number } = {}) {
  const link = await makeShareLink(db, businessId, id, o);
  return shareOf(await getDocument(db, businessId, "sale", id), link);
}

/** Where the invoice's link stands, with the link itself while it is live. */
export async function shareStatus(db: Db, businessId: number, id: number) {
  const { state, link } = await shareLinkState(db, businessId, id);
  return { state, ...linkTimes(link), share: state === "live" && link ? shareOf(await getDocument(db, businessId, "sale", id), link) : null };
}

/** Withdraws the invoice's link and answers where it stands now. */
export async function withdrawShare(db: Db, businessId: number, id: number) {
  await withdrawShareLink(db, businessId, id);
  return shareStatus(db, businessId, id);
}

/** The shared invoice behind a live public token; expired or withdrawn answers 410, any other string 404. */
export const invoiceByToken = (db: Db, token: string) => liveLinkInvoice(db, token, (businessId, invoiceId) => getDocument(db, businessId, "sale", invoiceId));
