/**
 * Sales and GST contracts are closed: a body with a key the contract does not name is refused (400
 * naming the key), and an answer declares every field it carries. `closed` marks every object of a
 * schema `additionalProperties: false` in place, so a contract is written with plain `Type.Object`
 * and cannot leave one nested object open by forgetting it. Maps (`Type.Record`: patternProperties)
 * stay maps. tests/api/sales-contract.test.ts checks every sales route's schemas are closed and that
 * the real answers carry nothing undeclared.
 */
import type { TSchema } from "typebox";

type Node = Record<string, unknown>;

function close(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(close);
  if (!node || typeof node !== "object") return;
  const schema = node as Node;
  if (schema.type === "object" && schema.additionalProperties === undefined && schema.patternProperties === undefined) schema.additionalProperties = false;
  for (const value of Object.values(schema)) close(value);
}

export function closed<T extends TSchema>(schema: T): T {
  close(schema);
  return schema;
}
