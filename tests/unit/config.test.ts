import { describe, expect, it } from "vitest";
import { assertProvidersConfigured, readConfig } from "../../server/config";

describe("configuration", () => {
  it("defaults to port 3000, ./data and seeding", () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: "./data", seed: true, databaseUrl: undefined });
  });

  it("reads DATABASE_URL, PORT, DATA_DIR and SEED=false", () => {
    const config = readConfig({ DATABASE_URL: "postgres://x/y", PORT: "4000", DATA_DIR: "/srv/galla", SEED: "false" });
    expect(config).toMatchObject({ port: 4000, dataDir: "/srv/galla", seed: false, databaseUrl: "postgres://x/y" });
  });

  it("sweeps for appointment reminders every minute unless BOOKING_REMINDER_SWEEP_MS says otherwise; 0 turns it off", () => {
    expect(readConfig({}).bookingReminderSweepMs).toBe(60_000);
    expect(readConfig({ BOOKING_REMINDER_SWEEP_MS: "5000" }).bookingReminderSweepMs).toBe(5000);
    expect(readConfig({ BOOKING_REMINDER_SWEEP_MS: "0" }).bookingReminderSweepMs).toBeUndefined();
    expect(() => readConfig({ BOOKING_REMINDER_SWEEP_MS: "soon" })).toThrow(/BOOKING_REMINDER_SWEEP_MS/);
  });

  it("refuses to start in production on sandbox providers, whatever ALLOW_SANDBOX says", () => {
    const real = { GATEWAY_URL: "https://pg", GATEWAY_SECRET: "provider-secret", SMS_URL: "https://sms" };
    expect(() => assertProvidersConfigured(readConfig({ NODE_ENV: "production" }))).toThrow(/GATEWAY_URL, SMS_URL/);
    expect(() => assertProvidersConfigured(readConfig({ NODE_ENV: "production", ALLOW_SANDBOX: "1" }))).toThrow(/never run in production/);
    expect(() => assertProvidersConfigured(readConfig({ NODE_ENV: "production", ...real }))).not.toThrow();
    expect(() => assertProvidersConfigured(readConfig({}))).not.toThrow();
  });

  it("refuses a production gateway without its own secret, and seeds production only when asked", () => {
    const real = { NODE_ENV: "production", GATEWAY_URL: "https://pg", SMS_URL: "https://sms" };
    expect(() => assertProvidersConfigured(readConfig(real))).toThrow(/no GATEWAY_SECRET/);
    expect(() => assertProvidersConfigured(readConfig({ ...real, GATEWAY_SECRET: "sandbox-gateway-secret" }))).toThrow(/public secret/);
    expect(readConfig(real).seed).toBe(false);
    expect(readConfig({ ...real, SEED: "true" }).seed).toBe(true);
  });

  it("trusts no proxy unless TRUST_PROXY lists addresses or CIDRs, and refuses anything else", () => {
    expect(readConfig({}).trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1", "::1"]);
    for (const bad of ["true", "*", "10.0.0.0/33", "proxy.local", "1.2.3.4/8/1"]) {
      expect(() => readConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it("reads the per-client rate limits and refuses nonsense", () => {
    expect(readConfig({}).rateLimits).toEqual({ signInPerMinute: 20, smsPerMinute: 30, otpPerAddressPerHour: 20, otpResendGapSec: 30 });
    expect(readConfig({ SIGNIN_LIMIT_PER_MIN: "5", SMS_LIMIT_PER_MIN: "9", OTP_PER_ADDRESS_PER_HOUR: "40", OTP_RESEND_GAP_SEC: "2" }).rateLimits).toEqual({
      signInPerMinute: 5,
      smsPerMinute: 9,
      otpPerAddressPerHour: 40,
      otpResendGapSec: 2,
    });
    expect(() => readConfig({ OTP_RESEND_GAP_SEC: "0" })).toThrow(/OTP_RESEND_GAP_SEC/);
    expect(() => readConfig({ SIGNIN_LIMIT_PER_MIN: "0" })).toThrow(/SIGNIN_LIMIT_PER_MIN/);
    expect(() => readConfig({ OTP_PER_ADDRESS_PER_HOUR: "-1" })).toThrow(/OTP_PER_ADDRESS_PER_HOUR/);
  });

  it("reads REDIS_URL and REDIS_PREFIX, and refuses a malformed URL without repeating its password", () => {
    expect(readConfig({}).redis).toBeUndefined();
    expect(readConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redis).toEqual({ url: "redis://127.0.0.1:6379", prefix: "galla:rl:" });
    expect(readConfig({ REDIS_URL: "rediss://:s3cret@cache.internal/2", REDIS_PREFIX: "shop2:" }).redis).toEqual({
      url: "rediss://:s3cret@cache.internal/2",
      prefix: "shop2:",
    });
    for (const bad of ["127.0.0.1:6379", "http://:s3cret@cache.internal", "redis://:s3cret@cache.internal/db", "redis://:s3cret@cache.internal:99999", "redis://"]) {
      expect(() => readConfig({ REDIS_URL: bad }), bad).toThrow(/^REDIS_URL/);
      expect(() => readConfig({ REDIS_URL: bad }), bad).not.toThrow(/s3cret/);
    }
  });

  it("reads LIST_EXACT_COUNT (how far list totals are counted exactly), 1,000 by default, a whole number of at least 1", () => {
    expect(readConfig({}).listExactCount).toBe(1000);
    expect(readConfig({ LIST_EXACT_COUNT: "50" }).listExactCount).toBe(50);
    for (const bad of ["0", "-5", "1.5", "many"]) expect(() => readConfig({ LIST_EXACT_COUNT: bad }), bad).toThrow(/^LIST_EXACT_COUNT/);
  });
});
