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

  it("refuses to start in production on sandbox providers unless ALLOW_SANDBOX=1", () => {
    expect(() => assertProvidersConfigured(readConfig({ NODE_ENV: "production" }))).toThrow(/GATEWAY_URL, SMS_URL/);
    expect(() => assertProvidersConfigured(readConfig({ NODE_ENV: "production", ALLOW_SANDBOX: "1" }))).not.toThrow();
    expect(() =>
      assertProvidersConfigured(readConfig({ NODE_ENV: "production", GATEWAY_URL: "https://pg", SMS_URL: "https://sms" })),
    ).not.toThrow();
    expect(() => assertProvidersConfigured(readConfig({}))).not.toThrow();
  });
});
