import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { badRequest } from "../http/errors";
import { checks, isMobile, normalizeMobile } from "../../resources/validators";
import type { AppContext } from "../context";
import { authenticate, bearerToken, currentUser } from "./authenticate";
import { consumeOtp, issueOtp } from "./otp";
import { createSession, revokeSession } from "./sessions";

const mobileOf = (input: string) => {
  const mobile = normalizeMobile(input);
  if (!isMobile(mobile)) throw badRequest("mobile must be a valid 10-digit Indian mobile number", "mobile");
  return mobile;
};

export async function authRoutes(app: FastifyInstance, { database, sms }: AppContext) {
  const { db } = database;

  app.post<{ Body: { mobile: string } }>(
    "/api/auth/otp",
    { schema: { body: { type: "object", required: ["mobile"], properties: { mobile: { type: "string" } } } } },
    async (request) => {
      const mobile = mobileOf(request.body.mobile);
      const code = await issueOtp(db, mobile, request.ip);
      await sms.send({ to: mobile, text: `${code} is your Galla sign-in code. It is valid for 5 minutes. Do not share it with anyone.` });
      return { success: true, message: "OTP sent" };
    },
  );

  app.post<{ Body: { mobile: string; otp: string } }>(
    "/api/auth/verify",
    {
      schema: {
        body: {
          type: "object",
          required: ["mobile", "otp"],
          properties: { mobile: { type: "string" }, otp: { type: "string", pattern: "^[0-9]{6}$" } },
        },
      },
    },
    async (request) => {
      const mobile = mobileOf(request.body.mobile);
      await consumeOtp(db, mobile, request.body.otp);
      let [user] = await db.select().from(users).where(eq(users.mobile, mobile));
      const isNewUser = !user;
      if (!user) {
        [user] = await db.insert(users).values({ mobile }).onConflictDoNothing().returning();
        user ??= (await db.select().from(users).where(eq(users.mobile, mobile)))[0];
      }
      const token = await createSession(db, user.id);
      return {
        success: true,
        data: {
          token,
          role: "ADMIN",
          user: { id: user.id, mobile: user.mobile, name: user.name, email: user.email },
          is_new_user: isNewUser || !user.name,
        },
      };
    },
  );

  app.register(async (authed) => {
    authed.addHook("preHandler", authenticate(db));

    authed.post<{ Body: { name: string; email?: string } }>(
      "/api/auth/register",
      {
        schema: {
          body: {
            type: "object",
            required: ["name"],
            properties: { name: { type: "string", minLength: 2, maxLength: 80 }, email: { type: "string", maxLength: 120 } },
          },
        },
      },
      async (request) => {
        const { name, email } = request.body;
        if (email) {
          const error = checks.email(email, "email");
          if (error) throw badRequest(error, "email");
        }
        const [user] = await db
          .update(users)
          .set({ name: name.trim(), email: email || null })
          .where(eq(users.id, currentUser(request).id))
          .returning();
        return { success: true, data: { id: user.id, mobile: user.mobile, name: user.name, email: user.email } };
      },
    );

    authed.get("/api/auth/me", async (request) => ({ success: true, data: currentUser(request) }));

    authed.get("/api/logOut", async (request) => {
      await revokeSession(db, bearerToken(request));
      return { success: true, message: "Signed out" };
    });
  });
}
