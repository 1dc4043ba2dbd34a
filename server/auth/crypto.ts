import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
