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
    case "maxLength":
      return { field: at, message: say("validation.maxLength", { label, value: Number(params.limit) }) };
    case "minLength":
      return { field: at, message: say("validation.minLength", { label, value: Number(params.limit) }) };
    case "maxItems":
      return { field: at, message: say("validation.maxRows", { label, max: Number(params.limit) }) };
    case "minimum":
      return { field: at, message: say("validation.min", { label, value: Number(params.limit) }) };
    case "maximum":
      return { field: at, message: say("validation.max", { label, value: Number(params.limit) }) };
    default:
      return { field: at, message: `${at} ${first.message}` };
  }
}
