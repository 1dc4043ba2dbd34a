import type { FastifySchemaValidationError } from "fastify";
import type { Say } from "../../resources/wording";

/**
 * A request the route's schema refused, said as the engine says its own checks: the field named by its
 * path (`lines.2.hsn`, `allocations.0.amount`) and the words in the reader's language
 * (locales/<language>/server.json `validation.*`). A key the contract does not take names itself.
 */
export function schemaRefusal(first: FastifySchemaValidationError | undefined, say: Say): { field?: string; message: string } | undefined {
  if (!first) return undefined;
  const params = first.params as Record<string, unknown>;
  const at = first.instancePath.replace(/^\//, "").replace(/\//g, ".");
  const under = (key: unknown) => (at ? `${at}.${String(key)}` : String(key));
  switch (first.keyword) {
    case "required": {
      const field = under(params.missingProperty);
      return { field, message: say("validation.schemaRequired", { field }) };
    }
    case "additionalProperties": {
      const field = under(params.additionalProperty);
      return { field, message: say("validation.schemaUnknown", { field }) };
    }
  }
  if (!at) return undefined;
  const label = at;
  const limit = LIMITS[first.keyword];
  if (limit) return { field: at, message: say(`validation.${limit.key}`, { label, [limit.value]: Number(params.limit) }) };
  switch (first.keyword) {
    case "type": {
      const type = String(params.type).split(",")[0];
      const key = { string: "text", number: "number", integer: "wholeNumber", boolean: "boolean", array: "list", object: "schemaObject" }[type];
      return { field: at, message: key ? say(`validation.${key}`, { label }) : `${at} ${first.message}` };
    }
    case "enum":
      return { field: at, message: say("validation.oneOf", { label, options: (params.allowedValues as unknown[]).join(", ") }) };
    case "const":
      return { field: at, message: say("validation.oneOf", { label, options: String(params.allowedValue) }) };
    default:
      return { field: at, message: `${at} ${first.message}` };
  }
}

/** A limit a schema keyword sets, said with the words the engine's own checks use (and their value's name). */
const LIMITS: Record<string, { key: string; value: string }> = {
  maxLength: { key: "maxLength", value: "value" },
  minLength: { key: "minLength", value: "value" },
  maxItems: { key: "maxRows", value: "max" },
  minimum: { key: "min", value: "value" },
  maximum: { key: "max", value: "value" },
};
