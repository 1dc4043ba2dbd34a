import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { badRequest, notFound } from "../../../server/http/errors";
import { phrase } from "../../../server/http/language";
import { businessMasters, businesses } from "../../../server/db/schema";
import { access, router } from "../../../server/http/route";
import { BusinessParams } from "../../../contracts/common";
import { ProfileReply, ProfileSaveReply, ProfileSectionBody, ProfileSectionParams } from "../contract";
import { isOwner, maskAccountNumber } from "../../../resources/access-policy";
import type { Db } from "../../../server/db/client";
import { checkField, normalize } from "../../../resources/validate";
import { gstinStateMismatch } from "../../../resources/gst";
import { GST_STATES } from "../../../resources/validators";
import { PROFILE_SECTIONS, profileSection } from "../profile";
import type { AppContext } from "../../../server/context";
import { businessProfileDetails } from "../../../server/db/modules-schema";

/** Where each profile field lives: the business row itself, or the module's details row. */
const BUSINESS_COLUMNS = {
  business_name: "businessName",
  business_email: "businessEmail",
  phone: "phone",
  address: "address",
  city: "city",
  state_code: "stateCode",
  pincode: "pincode",
  gstin: "gstin",
  pan: "pan",
  bank_account_name: "bankAccountName",
  bank_account_number: "bankAccountNumber",
  ifsc: "ifsc",
  upi_id: "upiId",
} as const;
const DETAIL_COLUMNS = {
  about: "about",
  website: "website",
  whatsapp: "whatsapp",
  landmark: "landmark",
  opening_time: "openingTime",
  closing_time: "closingTime",
  weekly_off: "weeklyOff",
} as const;

export async function readProfile(db: Db, businessId: number) {
  const [row] = await db
    .select({ business: businesses, category: businessMasters.name })
    .from(businesses)
    .innerJoin(businessMasters, eq(businessMasters.id, businesses.businessMasterId))
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound(phrase("access.businessNotFound"));
  const [details] = await db.select().from(businessProfileDetails).where(eq(businessProfileDetails.businessId, businessId));
  const values: Record<string, unknown> = {};
  for (const [name, key] of Object.entries(BUSINESS_COLUMNS)) values[name] = row.business[key] ?? null;
  for (const [name, key] of Object.entries(DETAIL_COLUMNS)) {
    const v = details?.[key] ?? null;
    values[name] = typeof v === "string" && name.endsWith("_time") ? v.slice(0, 5) : v;
  }
  const sections = PROFILE_SECTIONS.map((s) => {
    const required = s.fields.filter((f) => f.required || s.key === "tax");
    const filled = required.filter((f) => values[f.name] !== null && values[f.name] !== "").length;
    return { key: s.key, title: s.title, complete: required.length === 0 || filled === required.length };
  });
  return {
    id: row.business.id,
    business_master_id: row.business.businessMasterId,
    category: row.category,
    business_logo_path: row.business.businessLogoPath,
    created_at: row.business.createdAt,
    ...values,
    sections,
  };
}

/** The business profile: read with Payments read (the bank account masked for all but the owner), each section changed by the owner only. */
export async function profileRoutes(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;
  const route = router(app, db);

  route({
    method: "GET",
    url: "/api/m/:businessId/profile",
    access: access.member("galla", "read"),
    summary: "The business profile and which sections are complete",
    tags: ["profile"],
    schema: { params: BusinessParams, response: { 200: ProfileReply } },
    handler: async (_request, _reply, member) => {
      const profile: Record<string, unknown> = await readProfile(db, member.businessId);
      const account = profile.bank_account_number;
      if (!isOwner(member) && typeof account === "string") profile.bank_account_number = maskAccountNumber(account);
      return { success: true, data: profile };
    },
  });

  route({
    method: "PUT",
    url: "/api/m/:businessId/profile/:key",
    access: access.capability("profile", "edit"),
    summary: "Save one section of the business profile",
    tags: ["profile"],
    schema: { params: ProfileSectionParams, body: ProfileSectionBody, response: { 200: ProfileSaveReply } },
    handler: async (request, _reply, member) => {
      const section = profileSection(request.params.key);
      if (!section) throw notFound(phrase("profile.noSection"));
      const body = request.body;
      const unknownKey = Object.keys(body).find((k) => !section.fields.some((f) => f.name === k));
      if (unknownKey) throw badRequest(`${unknownKey} is not part of ${section.title}`, unknownKey);
      const values: Record<string, unknown> = {};
      for (const field of section.fields) {
        const error = checkField(field, body[field.name]);
        if (error) throw badRequest(error, field.name);
        values[field.name] = normalize(field, body[field.name]);
      }
      if (section.key === "timings" && String(values.closing_time) <= String(values.opening_time)) {
        throw badRequest(phrase("profile.closingAfterOpening"), "closing_time");
      }
      if (section.key === "tax" && values.gstin && values.pan && String(values.gstin).slice(2, 12) !== values.pan) {
        throw badRequest(phrase("profile.panInGstin"), "pan");
      }
      if ((section.key === "tax" && values.gstin) || (section.key === "address" && values.state_code)) {
        const [current] = await db.select({ gstin: businesses.gstin, stateCode: businesses.stateCode }).from(businesses).where(eq(businesses.id, member.businessId));
        const gstin = section.key === "tax" ? String(values.gstin) : current?.gstin;
        const state = section.key === "address" ? String(values.state_code) : current?.stateCode;
        const mismatch = gstinStateMismatch(gstin, state, GST_STATES);
        if (mismatch) throw badRequest(mismatch, section.key === "tax" ? "gstin" : "state_code");
      }
      const businessSet: Record<string, unknown> = {};
      const detailSet: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(values)) {
        if (name in BUSINESS_COLUMNS) businessSet[BUSINESS_COLUMNS[name as keyof typeof BUSINESS_COLUMNS]] = value;
        else detailSet[DETAIL_COLUMNS[name as keyof typeof DETAIL_COLUMNS]] = value;
      }
      if (section.key === "tax" && values.gstin && !values.pan) businessSet.pan = String(values.gstin).slice(2, 12);
      if (section.key === "address" && values.state_code) businessSet.stateCode = values.state_code;
      await db.transaction(async (tx) => {
        if (Object.keys(businessSet).length) await tx.update(businesses).set(businessSet).where(eq(businesses.id, member.businessId));
        if (Object.keys(detailSet).length) {
          await tx
            .insert(businessProfileDetails)
            .values({ businessId: member.businessId, ...detailSet, updatedAt: new Date() })
            .onConflictDoUpdate({ target: businessProfileDetails.businessId, set: { ...detailSet, updatedAt: new Date() } });
        }
      });
      return { success: true, message: `${section.title} saved`, data: await readProfile(db, member.businessId) };
    },
  });
}
