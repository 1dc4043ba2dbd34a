/**
 * Credentials of the built-in sandbox. Not secrets: the sandbox moves no money. A file of their own,
 * so server/config.ts can refuse them in production without importing the gateway (which reads the config).
 */
export const SANDBOX_GATEWAY_KEY = "sandbox-gateway-key";
export const SANDBOX_GATEWAY_SECRET = "sandbox-gateway-secret";
