import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { unauthorized } from "../http/errors";
import { userForToken } from "./sessions";

export interface AuthUser {
  id: number;
  mobile: string;
  name: string | null;
  email: string | null;
  language: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? "";
  return header.startsWith("Bearer ") ? header.slice(7).trim() : "";
};

/** A preHandler: 401 unless the request carries a live session token. */
export const authenticate = (db: Db) => async (request: FastifyRequest) => {
  const token = bearerToken(request);
  const user = token ? await userForToken(db, token) : undefined;
  if (!user) throw unauthorized();
  request.user = user;
};

/** For handlers behind `authenticate`. */
export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw unauthorized();
  return request.user;
};
