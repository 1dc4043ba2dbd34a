import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { badRequest } from "../http/errors";
import { languageOf, phrase, sayIn } from "../http/language";
import { checks, isMobile, normalizeMobile } from "../../resources/validators";
import type { AppContext } from "../context";
import { bearerToken, currentUser } from "./authenticate";
import { access, router } from "../http/route";
import { Done } from "../../contracts/common";
import { LanguageBody, OtpBody, RefreshReply, RegisterBody, UserReply, VerifyBody, VerifyReply } from "../../contracts/auth";
import { consumeOtp, issueOtp } from "./otp";
import { createSession, refreshSession, revokeAllSessions, revokeSession, revokeSessionByRefresh } from "./sessions";
import { clearRefreshCookie, refreshCookie, setRefreshCookie } from "./refresh-cookie";
import { unauthorized } from "../http/errors";
import { businessesOfUser } from "../business/list";

const mobileOf = (input: string) => {
  const mobile = normalizeMobile(input);
  if (!isMobile(mobile)) throw badRequest(phrase("auth.mobile"), "mobile");
  return mobile;
};

export async function authRoutes(app: FastifyInstance, { database, sms, config }: AppContext) {
  const { db } = database;
  const route = router(app, db);

  route({
    method: "POST",
    url: "/api/auth/otp",
    access: access.public(),
    summary: "Send a sign-in code by SMS",
    tags: ["auth"],
    schema: { body: OtpBody, response: { 200: Done } },
    handler: async (request) => {
      const mobile = mobileOf(request.body.mobile);
      const code = await issueOtp(db, mobile, request.ip, new Date(), config.rateLimits.otpPerAddressPerHour, "signin", config.rateLimits.otpResendGapSec * 1000);
      await sms.send({ to: mobile, text: `${code} is your Galla sign-in code. It is valid for 5 minutes. Do not share it with anyone.` });
      return { success: true, message: sayIn(languageOf(request))("auth.otpSent") };
    },
  });

  route({
    method: "POST",
    url: "/api/auth/verify",
    access: access.public(),
    summary: "Sign in with the code: a session token",
    tags: ["auth"],
    schema: { body: VerifyBody, response: { 200: VerifyReply } },
    handler: async (request, reply) => {
      const mobile = mobileOf(request.body.mobile);
      await consumeOtp(db, mobile, request.body.otp);
      let [user] = await db.select().from(users).where(eq(users.mobile, mobile));
      const isNewUser = !user;
      if (!user) {
        [user] = await db.insert(users).values({ mobile }).onConflictDoNothing().returning();
        user ??= (await db.select().from(users).where(eq(users.mobile, mobile)))[0];
      }
      const { token, refresh, expiresAt } = await createSession(db, user.id, config.sessions);
      setRefreshCookie(request, reply, refresh, expiresAt);
      return {
        success: true,
        data: {
          token,
          role: "ADMIN",
          user: { id: user.id, mobile: user.mobile, name: user.name, email: user.email, language: user.language },
          is_new_user: isNewUser || !user.name,
          businesses: isNewUser ? [] : await businessesOfUser(db, user.id),
        },
      };
    },
  });

  route({
    method: "POST",
    url: "/api/auth/register",
    access: access.signedIn(),
    summary: "Name (and email) of a new user",
    tags: ["auth"],
    schema: { body: RegisterBody, response: { 200: UserReply } },
    handler: async (request) => {
      const { name, email } = request.body;
      if (email) {
        const error = checks.email(email, "email", sayIn(languageOf(request)));
        if (error) throw badRequest(error, "email");
      }
      const [user] = await db
        .update(users)
        .set({ name: name.trim(), email: email || null })
        .where(eq(users.id, currentUser(request).id))
        .returning();
      return { success: true, data: { id: user.id, mobile: user.mobile, name: user.name, email: user.email, language: user.language } };
    },
  });

  route({
    method: "GET",
    url: "/api/auth/me",
    access: access.signedIn(),
    summary: "The signed-in user",
    tags: ["auth"],
    schema: { response: { 200: UserReply } },
    handler: async (request) => ({ success: true, data: currentUser(request) }),
  });

  route({
    method: "PATCH",
    url: "/api/auth/me/language",
    access: access.signedIn(),
    summary: "Remember the console language the user picked",
    tags: ["auth"],
    schema: { body: LanguageBody, response: { 200: UserReply } },
    handler: async (request) => {
      const [user] = await db.update(users).set({ language: request.body.language }).where(eq(users.id, currentUser(request).id)).returning();
      return { success: true, data: { id: user.id, mobile: user.mobile, name: user.name, email: user.email, language: user.language } };
    },
  });

  route({
    method: "GET",
    url: "/api/logOut",
    access: access.signedIn(),
    summary: "Sign out: the session token stops working",
    tags: ["auth"],
    schema: { response: { 200: Done } },
    handler: async (request, reply) => {
      await revokeSession(db, bearerToken(request));
      const refresh = refreshCookie(request);
      if (refresh) await revokeSessionByRefresh(db, refresh);
      clearRefreshCookie(reply);
      return { success: true, message: sayIn(languageOf(request))("auth.signedOut") };
    },
  });

  route({
    method: "POST",
    url: "/api/auth/refresh",
    access: access.public("the httpOnly refresh cookie is the credential"),
    summary: "A new short-lived access token for a live session (refresh cookie)",
    tags: ["auth"],
    schema: { response: { 200: RefreshReply } },
    handler: async (request, reply) => {
      const refresh = refreshCookie(request);
      const renewed = refresh ? await refreshSession(db, refresh, config.sessions) : undefined;
      if (!renewed) {
        clearRefreshCookie(reply);
        throw unauthorized();
      }
      if (renewed.refresh) setRefreshCookie(request, reply, renewed.refresh, renewed.expiresAt);
      return { success: true, data: { token: renewed.token } };
    },
  });

  route({
    method: "POST",
    url: "/api/auth/logout-all",
    access: access.signedIn(),
    summary: "Sign out everywhere: every session of this user ends, on every device",
    tags: ["auth"],
    schema: { response: { 200: Done } },
    handler: async (request, reply) => {
      const ended = await revokeAllSessions(db, currentUser(request).id);
      clearRefreshCookie(reply);
      return { success: true, message: sayIn(languageOf(request))("auth.signedOutEverywhere", { count: ended }) };
    },
  });
}
