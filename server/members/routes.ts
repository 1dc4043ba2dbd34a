import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, asc, eq } from "drizzle-orm";
import { authenticate, currentUser } from "../auth/authenticate";
import { businessMembers, businesses, users } from "../db/schema";
import type { Db } from "../db/client";
import { HttpError, badRequest, notFound } from "../http/errors";
import { requireMembership } from "../tenancy";
import { isMobile, normalizeMobile } from "../../resources/validators";
import type { AppContext } from "../context";
import { parsePermissions } from "./permissions";

const ownerOnly = async (db: Db, request: FastifyRequest, businessId: unknown) => {
  const member = await requireMembership(db, request, businessId);
  if (member.role !== "ADMIN") throw new HttpError(403, "Only the business owner can manage team access");
  return member;
};

/**
 * Team access: the owner invites a mobile number as STAFF with a permission per module
 * (none/read/write), changes it, or removes the member. The invited person signs in with
 * their own mobile (OTP) and sees the business in their switcher.
 */
export async function memberRoutes(app: FastifyInstance, { database, sms }: AppContext) {
  const { db } = database;

  const list = async (businessId: number) =>
    (
      await db
        .select({ userId: users.id, mobile: users.mobile, name: users.name, role: businessMembers.role, permissions: businessMembers.permissions, createdAt: businessMembers.createdAt })
        .from(businessMembers)
        .innerJoin(users, eq(users.id, businessMembers.userId))
        .where(eq(businessMembers.businessId, businessId))
        .orderBy(asc(businessMembers.createdAt))
    ).map((m) => ({ user_id: m.userId, mobile: m.mobile, name: m.name, role: m.role, permissions: m.permissions, created_at: m.createdAt.toISOString() }));

  app.register(async (r) => {
    r.addHook("preHandler", authenticate(db));

    r.get<{ Params: { businessId: string } }>("/api/business/:businessId/members", async (request) => {
      const member = await ownerOnly(db, request, request.params.businessId);
      return { success: true, data: await list(member.businessId) };
    });

    r.post<{ Params: { businessId: string }; Body: { mobile: string; name?: string; permissions: unknown } }>(
      "/api/business/:businessId/members",
      {
        schema: {
          body: {
            type: "object",
            required: ["mobile", "permissions"],
            additionalProperties: false,
            properties: { mobile: { type: "string", maxLength: 20 }, name: { type: "string", maxLength: 80 }, permissions: { type: "object" } },
          },
        },
      },
      async (request, reply) => {
        const member = await ownerOnly(db, request, request.params.businessId);
        const mobile = normalizeMobile(request.body.mobile);
        if (!isMobile(mobile)) throw badRequest("mobile must be a valid 10-digit Indian mobile number", "mobile");
        const permissions = parsePermissions(request.body.permissions);
        const name = request.body.name?.trim() || null;
        const invited = await db.transaction(async (tx) => {
          await tx.insert(users).values({ mobile, name }).onConflictDoNothing({ target: users.mobile });
          const [user] = await tx.select().from(users).where(eq(users.mobile, mobile));
          const added = await tx
            .insert(businessMembers)
            .values({ businessId: member.businessId, userId: user.id, role: "STAFF", permissions })
            .onConflictDoNothing()
            .returning();
          if (!added.length) throw new HttpError(409, `${mobile} is already a member of this business`, "mobile");
          return user;
        });
        const [business] = await db.select({ name: businesses.businessName }).from(businesses).where(eq(businesses.id, member.businessId));
        const owner = currentUser(request);
        // The invite stands even if the SMS cannot go out; the owner can tell them in person.
        await sms
          .send({ to: mobile, text: `${owner.name ?? "The owner"} added you to ${business.name} on Galla. Sign in with this mobile number to start.` })
          .catch((err) => request.log.warn({ err }, "invite SMS not sent"));
        reply.status(201);
        return { success: true, message: `${mobile} can now sign in to ${business.name}`, data: (await list(member.businessId)).find((m) => m.user_id === invited.id) };
      },
    );

    r.patch<{ Params: { businessId: string; userId: string }; Body: { permissions: unknown } }>(
      "/api/business/:businessId/members/:userId",
      { schema: { body: { type: "object", required: ["permissions"], additionalProperties: false, properties: { permissions: { type: "object" } } } } },
      async (request) => {
        const member = await ownerOnly(db, request, request.params.businessId);
        const userId = Number(request.params.userId);
        const permissions = parsePermissions(request.body.permissions);
        const updated = await db
          .update(businessMembers)
          .set({ permissions })
          .where(and(eq(businessMembers.businessId, member.businessId), eq(businessMembers.userId, Number.isSafeInteger(userId) ? userId : -1), eq(businessMembers.role, "STAFF")))
          .returning();
        if (!updated.length) throw notFound("No such staff member");
        return { success: true, data: (await list(member.businessId)).find((m) => m.user_id === userId) };
      },
    );

    r.delete<{ Params: { businessId: string; userId: string } }>("/api/business/:businessId/members/:userId", async (request) => {
      const member = await ownerOnly(db, request, request.params.businessId);
      const userId = Number(request.params.userId);
      const removed = await db
        .delete(businessMembers)
        .where(and(eq(businessMembers.businessId, member.businessId), eq(businessMembers.userId, Number.isSafeInteger(userId) ? userId : -1), eq(businessMembers.role, "STAFF")))
        .returning();
      if (!removed.length) throw notFound("No such staff member");
      return { success: true, message: "Access removed" };
    });
  });
}
