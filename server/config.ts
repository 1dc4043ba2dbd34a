/** Runtime configuration, read once from the environment. Every knob is documented in the README. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  seed: boolean;
  production: boolean;
  allowSandbox: boolean;
  /** Public origin used in links we hand out (payment links, QR image URLs). */
  publicUrl?: string;
  gateway?: { url: string; key: string; secret: string };
  sms?: { url: string; key: string; sender: string };
  logLevel: string;
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
    seed: env.SEED !== "false",
    production: env.NODE_ENV === "production",
    allowSandbox: env.ALLOW_SANDBOX === "1",
    publicUrl: env.PUBLIC_URL || undefined,
    gateway,
    sms,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
  };
}

/** Sandboxes stand in for providers we have no credentials for; production must opt in to them. */
export function assertProvidersConfigured(config: Config): void {
  if (!config.production || config.allowSandbox) return;
  const missing = [!config.gateway && "GATEWAY_URL", !config.sms && "SMS_URL"].filter(Boolean);
  if (missing.length) {
    throw new Error(
      `NODE_ENV=production with sandbox providers (${missing.join(", ")} not set). Configure them or set ALLOW_SANDBOX=1.`,
    );
  }
}
