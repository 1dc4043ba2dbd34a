import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The refresh token's cookie: httpOnly (page scripts never see it), SameSite=Strict (no other site can
 * make the browser send it), Secure whenever the console is served over https, and sent only to /api.
 */
const NAME = "galla_refresh";
const PATH = "/api";

export const refreshCookie = (request: FastifyRequest): string | undefined => request.cookies?.[NAME] || undefined;

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, refresh: string, expires: Date): void {
  reply.setCookie(NAME, refresh, { httpOnly: true, sameSite: "strict", secure: request.protocol === "https", path: PATH, expires });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(NAME, { path: PATH, httpOnly: true, sameSite: "strict" });
}
