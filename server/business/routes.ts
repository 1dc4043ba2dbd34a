import type { FastifyInstance } from "fastify";
import { asc, eq } from "drizzle-orm";
import { businessMasters } from "../db/schema";
import { currentUser } from "../auth/authenticate";
import { badRequest } from "../http/errors";
import { access, router } from "../http/route";
import { IdParams } from "../../contracts/common";
import { AddBusinessBody, AddBusinessReply, BalanceReply, GetBusinessQuery, GetBusinessReply, MastersReply } from "../../contracts/business";
import { balancePaise } from "../wallet/ledger";
import { paiseToRupees } from "../../resources/money";
import { checks, GST_STATES } from "../../resources/validators";
import { gstinStateMismatch } from "../../resources/gst";
import type { AppContext } from "../context";
import type { AddBusinessBody as AddBusiness } from "../../contracts/business";
import { createBusiness } from "./create";
import { languageOf, sayIn } from "../http/language";
import { subscriptionsOf } from "./subscriptions";
import { remembered } from "../db/business-epoch";
import { businessView, businessesOfUser } from "./list";

/** Optional onboarding fields and the check each must pass when given. */
// Each field's check and its label (server.json business.fields.<field>, in the caller's language, as the wizard says it).
const OPTIONAL_CHECKS = {
  business_email: "email",
  phone: "mobile",
  pincode: "pincode",
  gstin: "gstin",
  pan: "pan",
  ifsc: "ifsc",
  upi_id: "vpa",
} as const;

export async function businessRoutes(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;

  const route = router(app, db);

  route({
    method: "GET",
    url: "/api/business/masters",
    access: access.public(),
    summary: "Business categories (master ids) for onboarding",
    tags: ["business"],
    schema: { response: { 200: MastersReply } },
    handler: async () => ({
      success: true,
      data: await db.select().from(businessMasters).orderBy(asc(businessMasters.name)),
    }),
  });

  route({
    method: "GET",
    url: "/api/business/getBusiness",
    // The plans are reused until a write to subscriptions (not to any of the business's tables).
    access: access.member(null, "read", { at: "query.business_id", optional: true, watches: ["subscriptions"] }),
    summary: "The caller's businesses; with business_id and type=subscription, that business's role, permissions and plans",
    tags: ["business"],
    schema: { querystring: GetBusinessQuery, response: { 200: GetBusinessReply } },
    handler: async (request, _reply, member) => {
      const user = currentUser(request);
      if (member) {
        if (request.query.type !== "subscription") throw badRequest("type must be subscription", "type");
        return {
          success: true,
          data: {
            business_id: member.businessId,
            business_master_id: member.businessMasterId,
            role: member.role,
            permissions: member.permissions,
            business_subscription: await subscriptionsOf(db, member.businessId, languageOf(request), member.tablesEpoch),
          },
        };
      }
      return { success: true, data: await businessesOfUser(db, user.id) };
    },
  });

  route({
    method: "GET",
    url: "/api/business/business_balance/:id",
    access: access.capability("wallet", "show", { at: "params.id", watches: ["wallet_balances"] }),
    summary: "Wallet balance in rupees",
    tags: ["wallet"],
    schema: { params: IdParams, response: { 200: BalanceReply } },
    // Reused until a write to wallet_balances moves its counter (0350_table_epochs.sql); a sale or a staff edit does not.
    handler: async (_request, _reply, member) => ({
      success: true,
      wallet: paiseToRupees(await remembered(db, "balance", member.businessId, member.tablesEpoch, () => balancePaise(db, member.businessId))),
    }),
  });

  route({
    method: "POST",
    url: "/api/business/addBusiness",
    access: access.signedIn(),
    summary: "Create a business; the caller becomes its owner",
    tags: ["business"],
    schema: { body: AddBusinessBody, response: { 200: AddBusinessReply } },
    handler: async (request) => {
      const body = request.body;
      const say = sayIn(languageOf(request));
      for (const [field, check] of Object.entries(OPTIONAL_CHECKS)) {
        const value = body[field as keyof AddBusiness];
        if (value !== undefined && value !== "") {
          const error = checks[check](String(value), say(`business.fields.${field}`), say);
          if (error) throw badRequest(error, field);
        }
      }
      const mismatch = gstinStateMismatch(body.gstin, body.state_code, GST_STATES, say);
      if (mismatch) throw badRequest(mismatch, "state_code");
      const [master] = await db.select().from(businessMasters).where(eq(businessMasters.id, body.business_master_id));
      if (!master) throw badRequest("business_master_id is not a known business category", "business_master_id");
      const business = await createBusiness(db, currentUser(request).id, {
        businessName: body.business_name.trim(),
        businessMasterId: body.business_master_id,
        businessEmail: body.business_email || null,
        businessLogoPath: body.business_logo_path || null,
        phone: body.phone || null,
        address: body.address || null,
        city: body.city || null,
        stateCode: body.state_code || (body.gstin ? body.gstin.slice(0, 2) : null),
        pincode: body.pincode || null,
        gstin: body.gstin || null,
        pan: body.pan || (body.gstin ? body.gstin.slice(2, 12) : null),
        bankAccountName: body.bank_account_name || null,
        bankAccountNumber: body.bank_account_number || null,
        ifsc: body.ifsc || null,
        upiId: body.upi_id || null,
      });
      return { success: true, data: businessView(business, "ADMIN") };
    },
  });
}
