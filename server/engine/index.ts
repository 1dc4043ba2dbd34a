/**
 * What other server code may use of the engine: the table of a resource and a store bound to
 * one business (for module logic such as SMS sends, ticket replies, seeders). Writes through a
 * store get the same unique/relation checks as the API; validate with resources/validate.ts first.
 */
import type { Db } from "../db/client";
import { resources } from "../../resources/registry";
import { validateRecord } from "../../resources/validate";
import { badRequest } from "../http/errors";
import { tableNameOf } from "./naming";
import { ResourceStore } from "./store";

export { ResourceStore } from "./store";
export type { Adjustment } from "./adjust";
export type { Cause } from "./history";
export { scopeOf, pathId, type ModuleScope } from "./scope";

function declared(resourceName: string) {
  const def = resources.find((r) => r.name === resourceName);
  if (!def) throw new Error(`No declared resource "${resourceName}"`);
  return def;
}

/** The table behind a declared resource: `r_<name>`. */
export const tableName = (resourceName: string) => tableNameOf(declared(resourceName));

/** A store for server code that has already established the business (e.g. after requireMembership, or in a seeder). */
export const storeFor = (db: Db, resourceName: string, businessId: number) => new ResourceStore(db, declared(resourceName), businessId);

/**
 * Inserts a row the way the API would (defaults, validation, money in rupees, unique and
 * relation checks), including read-only fields, which server code is allowed to set.
 */
export async function insertRow(db: Db, resourceName: string, businessId: number, values: Record<string, unknown>) {
  const def = declared(resourceName);
  const open = { ...def, fields: def.fields.map((f) => ({ ...f, readOnly: false })) };
  const { values: clean, errors } = validateRecord(open, values, { partial: false });
  if (errors.length) throw badRequest(errors[0].message, errors[0].field);
  return new ResourceStore(db, def, businessId).create(clean);
}
