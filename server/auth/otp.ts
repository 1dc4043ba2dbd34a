import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { otpCodes } from "../db/schema";
import { HttpError, badRequest } from "../http/errors";
import { phrase } from "../http/language";
import { newOtp, sameHash, sha256 } from "./crypto";

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_WRONG_TRIES = 5;
/** Resend limits: one code per number every 30 s and 5 an hour; 20 an hour from one address (OTP_PER_ADDRESS_PER_HOUR). */
export const OTP_RESEND_GAP_MS = 30_000;
export const OTP_PER_MOBILE_PER_HOUR = 5;
export const OTP_PER_IP_PER_HOUR = 20;

const hashOf = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

/**
 * Creates a code for the number, enforcing the resend limits. Returns the plain code to send.
 * Counting and inserting happen in one transaction under per-number and per-address advisory locks
 * (always number first, so two requests cannot wait on each other): on PostgreSQL, 50 parallel
 * requests would otherwise all count zero and all insert.
 */
export type OtpPurpose = "signin" | "booking";

export async function issueOtp(db: Db, mobile: string, ip: string, now = new Date(), perIpPerHour = OTP_PER_IP_PER_HOUR, purpose: OtpPurpose = "signin"): Promise<string> {
  const hourAgo = new Date(now.getTime() - 3600_000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`otp:mobile:${mobile}`}, 0))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`otp:ip:${purpose}:${ip}`}, 0))`);
    const [perMobile] = await tx
      .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${otpCodes.createdAt})` })
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, hourAgo)));
    if (perMobile.last && now.getTime() - new Date(perMobile.last).getTime() < OTP_RESEND_GAP_MS) {
      const wait = Math.ceil((OTP_RESEND_GAP_MS - (now.getTime() - new Date(perMobile.last).getTime())) / 1000);
      throw new HttpError(429, phrase("auth.wait", { seconds: wait }), "mobile");
    }
    if (perMobile.n >= OTP_PER_MOBILE_PER_HOUR) {
      throw new HttpError(429, phrase("auth.tooManyForNumber"), "mobile");
    }
    const [perIp] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.ip, ip), gt(otpCodes.createdAt, hourAgo)));
    if (perIp.n >= perIpPerHour) {
      throw new HttpError(429, phrase("auth.tooManyFromNetwork"));
    }
    const code = newOtp();
    await tx.insert(otpCodes).values({
      mobile,
      purpose,
      ip,
      codeHash: hashOf(mobile, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      createdAt: now,
    });
    return code;
  });
}

/**
 * Checks a code against the newest live one. Each comparison first claims one of the code's 5 tries
 * in a single UPDATE (`attempts < 5` is re-checked on the row PostgreSQL locks), so however many
 * guesses arrive at once, at most 5 are ever compared; the right code after them is refused.
 */
export async function consumeOtp(db: Db, mobile: string, code: string, now = new Date(), purpose: OtpPurpose = "signin"): Promise<void> {
  const newest = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.mobile, mobile), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const [claimed] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, sql`(${newest})`),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
        sql`${otpCodes.attempts} < ${OTP_MAX_WRONG_TRIES}`,
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
  if (!claimed) {
    const [row] = await newest;
    const [live] = row
      ? await db.select().from(otpCodes).where(and(eq(otpCodes.id, row.id), gt(otpCodes.expiresAt, now)))
      : [];
    if (live && live.attempts >= OTP_MAX_WRONG_TRIES) {
      throw new HttpError(429, phrase("auth.tooManyTries"), "otp");
    }
    throw badRequest(phrase(live ? "auth.codeUsed" : "auth.codeExpired"), "otp");
  }
  if (!sameHash(claimed.codeHash, hashOf(mobile, code))) {
    const left = OTP_MAX_WRONG_TRIES - claimed.attempts;
    throw badRequest(left > 0 ? phrase("auth.wrongCode", { count: left }) : phrase("auth.tooManyTries"), "otp");
  }
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, claimed.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed.length) throw badRequest(phrase("auth.codeUsed"), "otp");
}
