/**
 * The one validation of a declared resource, run by the generated antd forms (as field rules)
 * and by the server (before every write). Both call `checkField`, so a value the form refuses
 * is refused by the server with the same message, and the other way round.
 *
 * Values here are "wire" values: what the API speaks. Strings for text-like fields, dates as
 * "YYYY-MM-DD", datetimes as ISO strings, times as "HH:mm" or "HH:mm:ss", money as rupees
 * (a number with at most two decimals), relations as row ids, subrecords as arrays of objects.
 */
import type { FieldDef, ResourceDef, Rule } from "./types";
import { checks, normalizeMobile } from "./validators";
import { decimalPlaces, rupeesToPaise } from "./money";
import { labelOf } from "./labels";
import { DOCUMENT_KINDS, IMAGE_KINDS, uploadKind } from "./uploads";
import { ENGLISH, type Wording } from "./wording";

export { labelOf };

/** Spec §5: the checked rule's default message. */
export const CHECKED_DEFAULT_MESSAGE = ENGLISH.say("validation.checked");

/** Nothing given: undefined, null, "" or (for subrecords) an empty list. */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const TEXT_LIMIT: Partial<Record<FieldDef["type"], number>> = {
  text: 500,
  longtext: 20_000,
  image: 1_500_000,
  file: 1_500_000,
};

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/;
/** A datetime the API accepts: ISO 8601 with a zone, e.g. 2026-11-22T10:30:00.000Z or +05:30. */
const DATETIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A real calendar date written exactly YYYY-MM-DD: the one date check for every API field and
 * query. Strict on purpose — JavaScript's Date.parse takes "2026-11-22 (x)" and PostgreSQL does not.
 */
export const isIsoDate = (v: unknown): v is string => {
  if (typeof v !== "string") return false;
  const m = DATE_RE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
};

const decimals = decimalPlaces;

/** An ISO 8601 instant with its zone (2026-11-22T10:30:00Z, …+05:30) that is also a real one. */
export const isIsoDateTime = (v: unknown): v is string =>
  typeof v === "string" && DATETIME_RE.test(v) && isIsoDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v));

/** Numbers may arrive as numbers (forms) or numeric strings (query strings, CSV-minded clients). */
export const toNumber = (value: unknown): number | undefined => {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  return undefined;
};

/** The type check of one non-blank value. Returns the message, or undefined when fine. */
function checkType(field: FieldDef, value: unknown, label: string, w: Wording): string | undefined {
  const say = (key: string, values: Record<string, string | number> = {}) => w.say(`validation.${key}`, { label, ...values });
  const text = typeof value === "string" ? value.trim() : undefined;
  switch (field.type) {
    case "text":
    case "longtext": {
      if (text === undefined) return say("text");
      const limit = TEXT_LIMIT[field.type]!;
      return text.length > limit ? say("tooLong", { limit }) : undefined;
    }
    case "image":
    case "file": {
      if (text === undefined) return say("text");
      const limit = TEXT_LIMIT[field.type]!;
      if (text.length > limit) return say("tooLong", { limit });
      const kind = uploadKind(text);
      if (field.type === "image") return kind && IMAGE_KINDS.includes(kind) ? undefined : say("imageType");
      return kind && DOCUMENT_KINDS.includes(kind) ? undefined : say("fileType");
    }
    case "phone":
      return text === undefined ? say("text") : checks.mobile(text, label, w.say);
    case "email":
      return text === undefined ? say("text") : checks.email(text, label, w.say);
    case "vpa":
      return text === undefined ? say("text") : checks.vpa(text, label, w.say);
    case "gstin":
      return text === undefined ? say("text") : checks.gstin(text.toUpperCase(), label, w.say);
    case "pan":
      return text === undefined ? say("text") : checks.pan(text.toUpperCase(), label, w.say);
    case "ifsc":
      return text === undefined ? say("text") : checks.ifsc(text.toUpperCase(), label, w.say);
    case "pincode":
      return text === undefined ? say("text") : checks.pincode(text, label, w.say);
    case "number": {
      const n = toNumber(value);
      if (n === undefined) return say("number");
      if (Math.abs(n) > 1e12) return say("tooLarge");
      return decimals(n) === Infinity ? say("plainDigits") : undefined;
    }
    case "percent": {
      const n = toNumber(value);
      if (n === undefined) return say("number");
      if (n < 0 || n > 100) return say("percentRange");
      return decimals(n) > 2 ? say("twoDecimals") : undefined;
    }
    case "money": {
      const parsed = rupeesToPaise(value, label, { allowZero: true }, w.say);
      return "error" in parsed ? parsed.error : undefined;
    }
    case "date":
      return text !== undefined && isIsoDate(text) ? undefined : say("date");
    case "datetime":
      return isIsoDateTime(text)
        ? undefined
        : say("datetime");
    case "time":
      return text !== undefined && TIME_RE.test(text) ? undefined : say("time");
    case "enum":
      return typeof value === "string" && (field.options ?? []).includes(value)
        ? undefined
        : say("oneOf", { options: (field.options ?? []).join(", ") });
    case "boolean":
      return typeof value === "boolean" ? undefined : say("boolean");
    case "relation": {
      const n = toNumber(value);
      return n !== undefined && Number.isSafeInteger(n) && n > 0 ? undefined : say("chooseFromList");
    }
    case "subrecords": {
      if (!Array.isArray(value)) return say("list");
      if (value.length > 500) return say("maxRows", { max: 500 });
      for (let i = 0; i < value.length; i++) {
        const row = value[i];
        if (!row || typeof row !== "object" || Array.isArray(row)) return say("rowObject", { row: i + 1 });
        for (const sub of field.fields ?? []) {
          const error = checkField(sub, (row as Record<string, unknown>)[sub.name], w);
          if (error) return say("rowError", { row: i + 1, error });
        }
        const unknown = Object.keys(row).find((k) => k !== "key" && !(field.fields ?? []).some((f) => f.name === k));
        if (unknown) return say("rowUnknown", { row: i + 1, column: unknown });
      }
      return undefined;
    }
  }
}

function checkRule(rule: Rule, value: unknown, label: string, w: Wording): string | undefined {
  const say = (key: string, values: Record<string, string | number> = {}) => w.say(`validation.${key}`, { label, ...values });
  switch (rule.kind) {
    case "pattern":
      return new RegExp(rule.pattern, rule.flags).test(String(value)) ? undefined : rule.message;
    case "checked":
      return value === true ? undefined : (rule.message ?? w.say("validation.checked", { label }));
    case "min": {
      const n = toNumber(value);
      return n !== undefined && n < rule.value ? (rule.message ?? say("min", { value: rule.value })) : undefined;
    }
    case "max": {
      const n = toNumber(value);
      return n !== undefined && n > rule.value ? (rule.message ?? say("max", { value: rule.value })) : undefined;
    }
    case "minLength":
      return String(value).trim().length < rule.value
        ? (rule.message ?? say("minLength", { value: rule.value }))
        : undefined;
    case "maxLength":
      return String(value).trim().length > rule.value
        ? (rule.message ?? say("maxLength", { value: rule.value }))
        : undefined;
  }
}

/**
 * Checks one field's wire value: required, type, then the declared rules in order.
 * A "checked" rule also applies to an unticked (false or missing) box.
 */
export function checkField(field: FieldDef, value: unknown, w: Wording = ENGLISH): string | undefined {
  const label = w.label(field);
  const checkedRule = field.rules?.find((r) => r.kind === "checked");
  const blank = isBlank(value) || (field.type === "subrecords" && Array.isArray(value) && value.length === 0);
  if (blank || (field.type === "boolean" && value === false)) {
    if (checkedRule) return checkRule(checkedRule, value, label, w);
    if (blank && field.required) return w.say("validation.required", { label });
    if (blank) return undefined;
  }
  const typeError = checkType(field, value, label, w);
  if (typeError) return typeError;
  for (const rule of field.rules ?? []) {
    const error = checkRule(rule, value, label, w);
    if (error) return error;
  }
  return undefined;
}

/** Fields a client may write: declared, not read-only. */
export const writableFields = (def: ResourceDef) => def.fields.filter((f) => !f.readOnly);

/** Columns every row has besides its declared fields; accepted (and ignored) in a body. */
export const SYSTEM_COLUMNS = ["id", "business_id", "created_at", "updated_at", "version", "updated_by", "updated_by_name", "_labels"] as const;

export interface FieldError {
  field: string;
  message: string;
}

/** Unknown fields named in one refusal; the rest are refused with them, unnamed. */
export const MAX_UNKNOWN_FIELDS_SAID = 5;

/**
 * Validates a whole body. `partial` (PATCH) checks only what is present; otherwise absent
 * fields take their declared default and required fields must be there. Unknown fields are an
 * error. Returns the normalized values (trimmed, upper-cased identifiers, numbers as numbers).
 */
export function validateRecord(
  def: ResourceDef,
  body: unknown,
  { partial, wording = ENGLISH }: { partial: boolean; wording?: Wording },
): { values: Record<string, unknown>; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const values: Record<string, unknown> = {};
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return { values, errors: [{ field: "body", message: wording.say("validation.bodyObject") }] };
  }
  const input = body as Record<string, unknown>;
  let unknown = 0;
  for (const key of Object.keys(input)) {
    if ((SYSTEM_COLUMNS as readonly string[]).includes(key)) continue;
    const field = def.fields.find((f) => f.name === key);
    if (field) continue;
    // A few are enough to tell a person what is wrong; 140,000 would answer megabytes.
    if (++unknown > MAX_UNKNOWN_FIELDS_SAID) break;
    errors.push({ field: key, message: wording.say("validation.unknownField", { field: key, resource: def.label }) });
  }
  for (const field of writableFields(def)) {
    const present = Object.prototype.hasOwnProperty.call(input, field.name);
    if (partial && !present) continue;
    let value = present ? input[field.name] : field.default;
    if (!present && value === undefined && field.type === "boolean") value = false;
    const error = checkField(field, value, wording);
    if (error) {
      errors.push({ field: field.name, message: error });
      continue;
    }
    values[field.name] = normalize(field, value);
  }
  // Server-kept fields still start from their declared default (a new withdrawal is "requested").
  if (!partial) for (const field of def.fields) if (field.readOnly && field.default !== undefined) values[field.name] = field.default;
  // Rules across fields speak only about a record whose fields each pass (an update's are checked on the merged row).
  if (!partial && errors.length === 0) errors.push(...checkRecord(def, values));
  return { values, errors };
}

/** The declaration's record rules (`validate`) on a whole record of normalized wire values. */
export function checkRecord(def: ResourceDef, record: Record<string, unknown>): FieldError[] {
  return def.validate ? def.validate(record) : [];
}

/** The stored shape of a valid wire value (money stays rupees here; the server converts to paise). */
export function normalize(field: FieldDef, value: unknown): unknown {
  if (isBlank(value)) return field.type === "boolean" ? false : field.type === "subrecords" ? [] : null;
  switch (field.type) {
    case "number":
    case "percent":
    case "money":
    case "relation":
      return toNumber(value);
    case "gstin":
    case "pan":
    case "ifsc":
      return String(value).trim().toUpperCase();
    case "phone":
      return normalizeMobile(String(value));
    case "subrecords":
      return (value as Record<string, unknown>[]).map((row) =>
        Object.fromEntries((field.fields ?? []).map((f) => [f.name, normalize(f, row[f.name])])),
      );
    case "enum":
    case "boolean":
      return value;
    default:
      return typeof value === "string" ? value.trim() : value;
  }
}
