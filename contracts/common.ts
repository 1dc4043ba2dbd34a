/**
 * The API's shared shapes, as TypeBox schemas (JSON Schema at run time, TypeScript types through
 * `Static`). Server routes declare them (server/http/route.ts); the console imports the types only
 * (`import type`), so no schema code reaches the browser.
 */
import { Type, type TSchema } from "typebox";

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Every refusal and error: `{success: false, message, field?}`; the engine's 400 adds `errors` per field. */
export const ErrorReply = Type.Object(
  {
    success: Type.Boolean(),
    message: Type.String(),
    field: Type.Optional(Type.String()),
    statusCode: Type.Optional(Type.Integer()),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
    current: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: "409 on a stale version: the record as it is now, with who changed it" })),
    clash: Type.Optional(
      Type.Object(
        { id: Type.Optional(Type.Integer()), fields: Type.Array(Type.String()) },
        { description: "409 on an overlap (double booking): the row already holding the slot, and the fields that make the clash" },
      ),
    ),
  },
  { description: "An error; `message` is written for the user, `field` names the offending input." },
);

/** `{success: true, data}`. */
export const Ok = <T extends TSchema>(data: T) => Type.Object({ success: Type.Boolean(), data });
/** `{success: true, message, data}`. */
export const OkMessage = <T extends TSchema>(data: T) => Type.Object({ success: Type.Boolean(), message: Type.String(), data });
export const Done = Type.Object({ success: Type.Boolean(), message: Type.String() });

/**
 * Path ids stay strings in the schema: an id that cannot exist answers 404 like one that does not
 * (never revealing which), and that check is the gate's and the handlers'.
 */
export const BusinessParams = Type.Object({ businessId: Type.String({ maxLength: 40 }) });
export const BusinessItemParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), id: Type.String({ maxLength: 40 }) });
export const IdParams = Type.Object({ id: Type.String({ maxLength: 40 }) });

/** A date in India: YYYY-MM-DD. */
export const IsoDate = Type.String({ description: "YYYY-MM-DD", maxLength: 40 });
/** Rupees as the API speaks them (integer paise inside). */
export const Rupees = Type.Number({ description: "rupees" });
/** A money request's idempotency key: the server trims it and wants 8 to 64 of A-Z a-z 0-9 - _ (resources/request-key.ts names the field past them). */
export const RequestKey = Type.String({ maxLength: 256, description: "One per intent; trimmed, case kept, 8 to 64 of A-Z a-z 0-9 - _" });
/** An ISO timestamp. */
export const Timestamp = Type.String({ format: "date-time" });

/** Rows whose columns a declaration decides (engine resources): open on purpose. */
export const OpenRow = Type.Object({ id: Type.Integer() }, { additionalProperties: true, description: "A row of a declared resource: its fields as declared in resources/." });

/** Readiness: the database answered (503 with ErrorReply when not, or while shutting down). */
export const ReadyReply = Type.Object({ success: Type.Boolean(), database: Type.Literal("ok") });
export const HealthReply = Type.Object({ success: Type.Boolean(), sandbox: Type.Object({ sms: Type.Boolean(), gateway: Type.Boolean() }) });
