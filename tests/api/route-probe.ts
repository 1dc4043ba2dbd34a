import type { RouteOptions } from "fastify";
import type { RouteAccess } from "../../server/http/access";

/**
 * Asking a registered route what its gate answers a caller: the permission matrix
 * (permission-matrix.test.ts) and the console's access tie (console-access.test.ts) both probe every
 * business-scoped route this way, with the smallest request that reaches the gate.
 */
export const ruleOf = (r: RouteOptions) => (r.config as { access?: RouteAccess } | undefined)?.access;

/** The routes a business's members are gated on: member, owner, capability and engine rules. */
export const businessScoped = (routes: RouteOptions[]) =>
  routes.filter((r) => r.url.startsWith("/api") && r.method !== "HEAD" && ["member", "owner", "resource", "capability"].includes(ruleOf(r)?.kind ?? ""));

/** The request for a route: its path filled in for this business (`resource` for an engine route), an empty body for writes. */
export function probe(r: RouteOptions, businessId: number, resource: string) {
  const rule = ruleOf(r)!;
  const at = "at" in rule ? rule.at : "params.businessId";
  const url = r.url
    .replace(":resource", resource)
    .replace(":docs", "invoices")
    .replace(":direction", "in")
    .replace(":report", "sales")
    .replace(":key", "bank")
    .replace(":businessId", String(businessId))
    .replace(":id", at === "params.id" ? String(businessId) : "999999")
    .replace(/:[A-Za-z]+/g, "999999");
  const query = at === "query.business_id" ? `?business_id=${businessId}` : "";
  const body = r.method === "GET" || r.method === "DELETE" ? undefined : at === "body.business_id" ? { business_id: businessId } : {};
  return { method: String(r.method), path: url + query, body };
}

/** Like server.call, but a CSV or PNG answer is fine: only its status matters here. */
export async function send(baseUrl: string, method: string, path: string, token: string, body: unknown) {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // An event stream an admitted caller opens never ends: its status is the answer.
  if (/text\/event-stream/.test(res.headers.get("content-type") ?? "")) {
    await res.body?.cancel();
    return { status: res.status, body: undefined };
  }
  const text = await res.text();
  return { status: res.status, body: /json/.test(res.headers.get("content-type") ?? "") ? JSON.parse(text) : undefined };
}

/** Whether an answer is the gate's refusal rather than the handler's own (400, a missing row's 404, 409). */
export const gateRefusal = (status: number, message: string) =>
  status === 401 || status === 403 || (status === 404 && /^Business not found$|is not available for this business/.test(message));
