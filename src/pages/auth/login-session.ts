/**
 * The sign-in in progress, kept in sessionStorage so a reload of the OTP screen keeps the number
 * and the resend countdown (the server allows one code per number every 30 seconds).
 */
const PENDING_KEY = "galla.pendingSignIn";
export const RESEND_GAP_SECONDS = 30;

export interface PendingSignIn {
  mobile: string;
  /** When the server may send the next code (ms since epoch). */
  resendAt: number;
}

export function readPendingSignIn(): PendingSignIn | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null") as PendingSignIn | null;
    return value && typeof value.mobile === "string" && typeof value.resendAt === "number" ? value : null;
  } catch {
    return null;
  }
}

export const savePendingSignIn = (value: PendingSignIn) => sessionStorage.setItem(PENDING_KEY, JSON.stringify(value));
export const clearPendingSignIn = () => sessionStorage.removeItem(PENDING_KEY);

/** The server answers 429 "Please wait 17 seconds before…": the countdown follows the server, not a guess. */
export function waitSecondsFrom(message: string | undefined): number | null {
  // English "wait 17 seconds", Hindi "17 सेकंड रुकें": the server says it in the console's language.
  const match = /wait (\d+) seconds?/i.exec(message ?? "") ?? /(\d+) सेकंड/.exec(message ?? "");
  return match ? Number(match[1]) : null;
}
