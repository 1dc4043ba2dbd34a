import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { otpCodes } from "../db/schema";
import { HttpError, badRequest } from "../http/errors";
import { newOtp, sameHash, sha256 } from "./crypto";

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_WRONG_TRIES = 5;
/** Resend limits: one code per number every 30 s and 5 an hour; 20 an hour from one address. */
export const OTP_RESEND_GAP_MS = 30_000;
export const OTP_PER_MOBILE_PER_HOUR = 5;
export const OTP_PER_IP_PER_HOUR = 20;

const hashOf = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

/** Creates a code for the number, enforcing the resend limits. Returns the plain code to send. */
export async function issueOtp(db: Db, mobile: string, ip: string, now = new Date()): Promise<string> {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const [perMobile] = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${otpCodes.createdAt})` })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, hourAgo)));
  if (perMobile.last && now.getTime() - new Date(perMobile.last).getTime() < OTP_RESEND_GAP_MS) {
    const wait = Math.ceil((OTP_RESEND_GAP_MS - (now.getTime() - new Date(perMobile.last).getTime())) / 1000);
    throw new HttpError(429, `Please wait ${wait} seconds before asking for another code`, "mobile");
  }
  if (perMobile.n >= OTP_PER_MOBILE_PER_HOUR) {
    throw new HttpError(429, "Too many codes asked for this number. Please try again in an hour.", "mobile");
  }
  const [perIp] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(otpCodes)
    .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, hourAgo)));
  if (perIp.n >= OTP_PER_IP_PER_HOUR) {
    throw new HttpError(429, "Too many codes asked from this network. Please try again in an hour.");
  }
  const code = newOtp();
  await db.insert(otpCodes).values({
    mobile,
    ip,
    codeHash: hashOf(mobile, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    createdAt: now,
  });
  return code;
}

/** Checks a code against the newest live one; wrong tries count, and the 5th locks that code. */
export async function consumeOtp(db: Db, mobile: string, code: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= now.getTime()) {
    throw badRequest("The code has expired. Please ask for a new one.", "otp");
  }
  if (row.attempts >= OTP_MAX_WRONG_TRIES) {
    throw new HttpError(429, "Too many wrong tries. Please ask for a new code.", "otp");
  }
  if (!sameHash(row.codeHash, hashOf(mobile, code))) {
    // Counted atomically so parallel guesses cannot slip past the limit.
    const [after] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, row.id))
      .returning({ attempts: otpCodes.attempts });
    const left = OTP_MAX_WRONG_TRIES - after.attempts;
    throw badRequest(left > 0 ? `Wrong code. ${left} ${left === 1 ? "try" : "tries"} left.` : "Too many wrong tries. Please ask for a new code.", "otp");
  }
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed.length) throw badRequest("The code has already been used. Please ask for a new one.", "otp");
}
