import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { requireMembership, type Membership } from "../tenancy";
import { isExpired } from "../business/subscriptions";
import { HttpError } from "../http/errors";

/**
 * Every sales route starts here: membership of the business (404 otherwise), a STAFF member's
 * module permission, and for writes an unexpired Sales & Purchase subscription (402).
 */
export async function salesAccess(db: Db, request: FastifyRequest, businessId: unknown, write: boolean): Promise<Membership> {
  const member = await requireMembership(db, request, businessId);
  if (member.role === "STAFF") {
    const permission = member.permissions.sales_and_purchase ?? "none";
    if (permission === "none") throw new HttpError(403, "You do not have access to Sales & Purchase in this business");
    if (write && permission !== "write") throw new HttpError(403, "You can view Sales & Purchase but not change it");
  }
  if (write && (await isExpired(db, member.businessId, "sales_and_purchase"))) {
    throw new HttpError(402, "Your Sales & Purchase plan has expired. Renew it to add or change invoices, bills and payments.");
  }
  return member;
}
