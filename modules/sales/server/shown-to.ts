import { isOwner, maskAccountNumber, type Role } from "../../../resources/access-policy";

/** The invoice's bank details print for customers; a STAFF member's screen gets the account's last 4 digits only. */
export const shownTo = <T extends { business?: { bank?: { account: string } | null } }>(doc: T, member: { role: Role }): T =>
  isOwner(member) || !doc.business?.bank ? doc : { ...doc, business: { ...doc.business, bank: { ...doc.business.bank, account: maskAccountNumber(doc.business.bank.account) } } };
