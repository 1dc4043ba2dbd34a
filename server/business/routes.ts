import type { FastifyInstance } from "fastify";
import { asc, eq } from "drizzle-orm";
import { businessMasters, businessMembers, businesses } from "../db/schema";
import { authenticate, currentUser } from "../auth/authenticate";
import { badRequest } from "../http/errors";
import { requireMembership } from "../tenancy";
import { balancePaise } from "../wallet/ledger";
import { paiseToRupees } from "../../resources/money";
import { checks } from "../../resources/validators";
import type { AppContext } from "../context";
import { createBusiness } from "./create";
import { subscriptionsOf } from "./subscriptions";

const businessView = (b: typeof businesses.$inferSelect, role: string) => ({
  id: b.id,
  business_name: b.businessName,
  business_email: b.businessEmail,
  business_logo_path: b.businessLogoPath,
  business_master_id: b.businessMasterId,
  role,
});

/** Optional onboarding fields and the check each must pass when given. */
const OPTIONAL_CHECKS = {
  business_email: ["email", "Business email"],
  phone: ["mobile", "Business phone"],
  pincode: ["pincode", "Pincode"],
  gstin: ["gstin", "GSTIN"],
  pan: ["pan", "PAN"],
  ifsc: ["ifsc", "IFSC"],
  upi_id: ["vpa", "UPI id"],
} as const;

interface AddBusinessBody {
  business_name: string;
  business_master_id: number;
  business_email?: string;
  business_logo_path?: string;
  phone?: string;
  address?: string;
  city?: string;
  state_code?: string;
  pincode?: string;
  gstin?: string;
  pan?: string;
  bank_account_name?: string;
  bank_account_number?: string;
  ifsc?: string;
  upi_id?: string;
}

const str = { type: "string", maxLength: 200 } as const;

export async function businessRoutes(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;

  app.get("/api/business/masters", async () => ({
    success: true,
    data: await db.select().from(businessMasters).orderBy(asc(businessMasters.name)),
  }));

  app.register(async (authed) => {
    authed.addHook("preHandler", authenticate(db));

    authed.get<{ Querystring: { business_id?: string; type?: string } }>("/api/business/getBusiness", async (request) => {
      const user = currentUser(request);
      if (request.query.business_id !== undefined) {
        const member = await requireMembership(db, request, request.query.business_id);
        if (request.query.type !== "subscription") throw badRequest("type must be subscription", "type");
        return {
          success: true,
          data: {
            business_id: member.businessId,
            business_master_id: member.businessMasterId,
            role: member.role,
            permissions: member.permissions,
            business_subscription: await subscriptionsOf(db, member.businessId),
          },
        };
      }
      const rows = await db
        .select({ business: businesses, role: businessMembers.role })
        .from(businessMembers)
        .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
        .where(eq(businessMembers.userId, user.id))
        .orderBy(asc(businesses.id));
      return { success: true, data: rows.map((r) => businessView(r.business, r.role)) };
    });

    authed.get<{ Params: { id: string } }>("/api/business/business_balance/:id", async (request) => {
      const member = await requireMembership(db, request, request.params.id);
      return { success: true, wallet: paiseToRupees(await balancePaise(db, member.businessId)) };
    });

    authed.post<{ Body: AddBusinessBody }>(
      "/api/business/addBusiness",
      {
        schema: {
          body: {
            type: "object",
            required: ["business_name", "business_master_id"],
            additionalProperties: false,
            properties: {
              business_name: { type: "string", minLength: 2, maxLength: 120 },
              business_master_id: { type: "integer" },
              business_email: str, business_logo_path: { type: "string", maxLength: 300_000 },
              phone: str, address: str, city: str, state_code: { type: "string", pattern: "^[0-9]{2}$" },
              pincode: str, gstin: str, pan: str, bank_account_name: str, bank_account_number: { type: "string", pattern: "^[0-9]{9,18}$" },
              ifsc: str, upi_id: str,
            },
          },
        },
      },
      async (request) => {
        const body = request.body;
        for (const [field, [check, label]] of Object.entries(OPTIONAL_CHECKS)) {
          const value = body[field as keyof AddBusinessBody];
          if (value !== undefined && value !== "") {
            const error = checks[check](String(value), label);
            if (error) throw badRequest(error, field);
          }
        }
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
    );
  });
}
