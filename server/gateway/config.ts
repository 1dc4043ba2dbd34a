import type { AppContext } from "../context";
import { httpGatewayProvider, type GatewayProvider } from "./provider";

import { SANDBOX_GATEWAY_KEY, SANDBOX_GATEWAY_SECRET } from "./sandbox-credentials";

export { SANDBOX_GATEWAY_KEY, SANDBOX_GATEWAY_SECRET };

/**
 * The key webhooks are signed with (HMAC-SHA256 over the raw body). Undefined when a real gateway has no
 * secret configured: an HMAC under an empty key is forgeable, so such webhooks are refused, never checked.
 */
export const gatewaySecret = (ctx: AppContext): string | undefined =>
  ctx.config.gateway ? ctx.config.gateway.secret || undefined : SANDBOX_GATEWAY_SECRET;

/** GATEWAY_URL when configured, else the sandbox this server serves, reached over real HTTP. */
export function gatewayProviderFor(ctx: AppContext): GatewayProvider {
  const real = ctx.config.gateway;
  return real
    ? httpGatewayProvider({ baseUrl: () => real.url, key: real.key, secret: real.secret })
    : httpGatewayProvider({
        baseUrl: () => `${ctx.selfUrl()}/api/sandbox/gateway`,
        key: SANDBOX_GATEWAY_KEY,
        secret: SANDBOX_GATEWAY_SECRET,
      });
}
