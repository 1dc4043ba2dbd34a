import { isIP } from "node:net";
import { SANDBOX_GATEWAY_SECRET } from "./gateway/sandbox-credentials";
import type { SessionLimits } from "./auth/sessions";

/** Runtime configuration, read once from the environment. Every knob is documented in the README. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  seed: boolean;
  /** false: API only (the console is served from elsewhere, or not at all). */
  serveConsole: boolean;
  production: boolean;
  allowSandbox: boolean;
  /** Public origin used in links we hand out (payment links, QR image URLs). */
  publicUrl?: string;
  gateway?: { url: string; key: string; secret: string };
  sms?: { url: string; key: string; sender: string };
  logLevel: string;
  /** SLOW_REQUEST_MS: a request answered in this long or longer is logged at warn (server/http/logging.ts). */
  slowRequestMs: number;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs); empty: the socket's address is the client. */
  trustProxy: string[];
  /** Requests per client address per minute, per route: sign-in (code request, code check) and SMS-sending routes. */
  rateLimits: { signInPerMinute: number; smsPerMinute: number; otpPerAddressPerHour: number; otpResendGapSec: number };
  /** REDIS_URL: the per-minute limits are counted there, shared by every process and machine; unset: per process. */
  redis?: { url: string; prefix: string };
  /** Access-token life, idle timeout and absolute life of a sign-in (server/auth/sessions.ts). */
  sessions: SessionLimits;
  /** LIST_EXACT_COUNT: list totals are counted exactly up to this many rows past a page's start (server/engine/count-limit.ts). */
  listExactCount: number;
  /** BOOKING_REMINDER_SWEEP_MS: how often appointment reminders are looked for; undefined (`0`): never, in this process. */
  bookingReminderSweepMs?: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const gateway = env.GATEWAY_URL
    ? { url: env.GATEWAY_URL, key: env.GATEWAY_KEY ?? "", secret: env.GATEWAY_SECRET ?? "" }
    : undefined;
  const sms = env.SMS_URL
    ? { url: env.SMS_URL, key: env.SMS_KEY ?? "", sender: env.SMS_SENDER ?? "GALLAA" }
    : undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    dataDir: env.DATA_DIR ?? "./data",
    databaseUrl: env.DATABASE_URL || undefined,
    // Production starts empty unless asked: demo owners there would be real people's numbers.
    seed: env.SEED ? env.SEED !== "false" : env.NODE_ENV !== "production",
    serveConsole: env.SERVE_CONSOLE !== "false",
    production: env.NODE_ENV === "production",
    allowSandbox: env.ALLOW_SANDBOX === "1",
    publicUrl: env.PUBLIC_URL || undefined,
    gateway,
    sms,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    slowRequestMs: positive("SLOW_REQUEST_MS", env.SLOW_REQUEST_MS, 1000),
    trustProxy: proxyList(env.TRUST_PROXY),
    rateLimits: {
      signInPerMinute: positive("SIGNIN_LIMIT_PER_MIN", env.SIGNIN_LIMIT_PER_MIN, 20),
      smsPerMinute: positive("SMS_LIMIT_PER_MIN", env.SMS_LIMIT_PER_MIN, 30),
      otpPerAddressPerHour: positive("OTP_PER_ADDRESS_PER_HOUR", env.OTP_PER_ADDRESS_PER_HOUR, 20),
      otpResendGapSec: positive("OTP_RESEND_GAP_SEC", env.OTP_RESEND_GAP_SEC, 30),
    },
    redis: env.REDIS_URL ? { url: redisUrl(env.REDIS_URL), prefix: env.REDIS_PREFIX || "galla:rl:" } : undefined,
    sessions: {
      accessMs: positive("SESSION_ACCESS_MIN", env.SESSION_ACCESS_MIN, 15) * 60_000,
      idleMs: positive("SESSION_IDLE_MIN", env.SESSION_IDLE_MIN, 30) * 60_000,
      absoluteMs: positive("SESSION_MAX_HOURS", env.SESSION_MAX_HOURS, 12) * 3600_000,
    },
    listExactCount: positive("LIST_EXACT_COUNT", env.LIST_EXACT_COUNT, 1000),
    bookingReminderSweepMs: env.BOOKING_REMINDER_SWEEP_MS?.trim() === "0" ? undefined : positive("BOOKING_REMINDER_SWEEP_MS", env.BOOKING_REMINDER_SWEEP_MS, 60_000),
  };
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, not "${value}"`);
  return n;
}

/** TRUST_PROXY: comma-separated addresses or CIDRs of our own proxies. Anything else is refused at start. */
function proxyList(value: string | undefined): string[] {
  const entries = (value ?? "").split(",").map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/");
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!family || !bitsOk || extra !== undefined) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR (e.g. 10.0.0.0/8, 127.0.0.1)`);
    }
  }
  return entries;
}

/**
 * REDIS_URL: redis://[[user]:password@]host[:port][/db] (rediss:// for TLS). Refused at start when it is
 * not one; the message never repeats the value, which may hold a password.
 */
function redisUrl(value: string): string {
  const hint = "a redis:// or rediss:// URL such as redis://127.0.0.1:6379/0";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`REDIS_URL is not ${hint}`);
  }
  if (url.protocol !== "redis:" && url.protocol !== "rediss:") throw new Error(`REDIS_URL must be ${hint}, not a ${url.protocol}// URL`);
  if (!url.hostname) throw new Error(`REDIS_URL names no host: it must be ${hint}`);
  if (!/^(\/\d*)?$/.test(url.pathname)) throw new Error(`REDIS_URL: the path must be a database number (/0, /1, …), not "${url.pathname}"`);
  return value;
}

/**
 * Production never runs a sandbox, whatever ALLOW_SANDBOX says: the sandbox SMS outbox hands anyone the
 * sign-in codes, and the sandbox gateway's payers approve any payment under a public key and secret, so
 * there is no safe way to keep either "internal". A demo runs without NODE_ENV=production.
 * Production also refuses a real gateway without its own webhook secret.
 */
export function assertProvidersConfigured(config: Config): void {
  if (!config.production) return;
  const missing = [!config.gateway && "GATEWAY_URL", !config.sms && "SMS_URL"].filter(Boolean);
  if (missing.length) {
    throw new Error(
      `NODE_ENV=production needs real providers (${missing.join(", ")} not set): sandbox providers never run in production` +
        `${config.allowSandbox ? " (ALLOW_SANDBOX is ignored there)" : ""}. For a demo, start without NODE_ENV=production.`,
    );
  }
  if (!config.gateway!.secret) {
    throw new Error("NODE_ENV=production with GATEWAY_URL but no GATEWAY_SECRET: gateway webhooks could not be verified.");
  }
  if (config.gateway!.secret === SANDBOX_GATEWAY_SECRET) {
    throw new Error("GATEWAY_SECRET is the sandbox's public secret: set the secret your payment provider gave you.");
  }
}
