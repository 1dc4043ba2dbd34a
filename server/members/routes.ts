import type { FastifyInstance } from "fastify";
import { and, asc, eq } from "drizzle-orm";
import { currentUser } from "../auth/authenticate";
import { businessMembers, businesses, users } from "../db/schema";
import { HttpError, badRequest, notFound } from "../http/errors";
import { languageOf, phrase, said, sayIn } from "../http/language";
import { access, router } from "../http/route";
import { BusinessParams, Done } from "../../contracts/common";
import { InviteBody, InviteReply, MemberParams, MemberReply, MembersReply, PermissionsBody } from "../../contracts/members";
import { isMobile, normalizeMobile } from "../../resources/validators";
import type { AppContext } from "../context";
import { parsePermissions } from "./permissions";
import { sendSystemSms } from "../sms/system";
import { randomUUID } from "node:crypto";

/**
 * Team access: the owner invites a mobile number as STAFF with a permission per module
 * (none/read/write), changes it, or removes the member. The invited person signs in with
 * their own mobile (OTP) and sees the business in their switcher.
 */
export async function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  const { database } = ctx;
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

  const route = router(app, db);

  route({
    method: "GET",
    url: "/api/business/:businessId/members",
    access: access.capability("members", "list"),
    summary: "The business's members and their permissions",
    tags: ["members"],
    schema: { params: BusinessParams, response: { 200: MembersReply } },
    handler: async (_request, _reply, member) => ({ success: true, data: await list(member.businessId) }),
  });

  route({
    method: "POST",
    url: "/api/business/:businessId/members",
    access: access.capability("members", "edit"),
    summary: "Invite a mobile number as STAFF with a permission per module",
    tags: ["members"],
    schema: { params: BusinessParams, body: InviteBody, response: { 201: InviteReply } },
    handler: async (request, reply, member) => {
      const mobile = normalizeMobile(request.body.mobile);
      if (!isMobile(mobile)) throw badRequest(phrase("auth.mobile"), "mobile");
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
        if (!added.length) throw new HttpError(409, phrase("members.already", { mobile }), "mobile");
        return user;
      });
      const [business] = await db.select({ name: businesses.businessName }).from(businesses).where(eq(businesses.id, member.businessId));
      const owner = currentUser(request);
      // The invite stands even if the SMS cannot go out (wallet short, daily limit); the owner can tell them in person.
      // The membership is the invite's idempotency (a second invite is 409), so each invite's SMS gets a fresh key.
      const language = languageOf(request);
      const smsNote = await sendSystemSms(ctx, db, {
        businessId: member.businessId,
        requestKey: `invite-${invited.id}-${randomUUID().slice(0, 8)}`,
        to: mobile,
        field: "mobile",
        template: "invite",
        values: [owner.name ?? "The owner", business.name],
      }).then(
        (): Record<string, string> => ({}),
        (err) =>
          err instanceof HttpError
            ? { context: "smsRefused", reason: err.phrase ? said(err.phrase, language) : err.message }
            : (request.log.warn({ err }, "invite SMS not sent"), { context: "noSms" } as Record<string, string>),
      );
      reply.status(201);
      return { success: true, message: sayIn(language)("members.invited", { mobile, business: business.name, ...smsNote }), data: (await list(member.businessId)).find((m) => m.user_id === invited.id) };
    },
  });

  route({
    method: "PATCH",
    url: "/api/business/:businessId/members/:userId",
    access: access.capability("members", "edit"),
    summary: "Change a STAFF member's permissions",
    tags: ["members"],
    schema: { params: MemberParams, body: PermissionsBody, response: { 200: MemberReply } },
    handler: async (request, _reply, member) => {
      const userId = Number(request.params.userId);
      const permissions = parsePermissions(request.body.permissions);
      const updated = await db
        .update(businessMembers)
        .set({ permissions })
        .where(and(eq(businessMembers.businessId, member.businessId), eq(businessMembers.userId, Number.isSafeInteger(userId) ? userId : -1), eq(businessMembers.role, "STAFF")))
        .returning();
      if (!updated.length) throw notFound(phrase("members.noSuch"));
      return { success: true, data: (await list(member.businessId)).find((m) => m.user_id === userId) };
    },
  });

  route({
    method: "DELETE",
    url: "/api/business/:businessId/members/:userId",
    access: access.capability("members", "edit"),
    summary: "Remove a STAFF member's access",
    tags: ["members"],
    schema: { params: MemberParams, response: { 200: Done } },
    handler: async (request, _reply, member) => {
      const userId = Number(request.params.userId);
      const removed = await db
        .delete(businessMembers)
        .where(and(eq(businessMembers.businessId, member.businessId), eq(businessMembers.userId, Number.isSafeInteger(userId) ? userId : -1), eq(businessMembers.role, "STAFF")))
        .returning();
      if (!removed.length) throw notFound(phrase("members.noSuch"));
      return { success: true, message: sayIn(languageOf(request))("members.removed") };
    },
  });
}
