/** Live payments: the event stream a console keeps open (GET /api/payments/events). */
import { Type, type Static } from "typebox";

export const LiveEventsQuery = Type.Object({
  business_id: Type.String({ maxLength: 40 }),
  /** The last event id seen, when the Last-Event-ID header cannot be sent: what came after it is replayed first. */
  after: Type.Optional(Type.String({ pattern: "^[0-9]{1,18}$" })),
});

/** One event's `data:` (its `id:` is the same id): money that landed for the business. */
export const LiveEvent = Type.Object({
  id: Type.Integer(),
  /** qr: a payment to the business's QR or payment link; topup: the wallet was credited. */
  kind: Type.Union([Type.Literal("qr"), Type.Literal("topup")]),
  amount: Type.Number({ description: "rupees" }),
  payer: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: "date-time" }),
});
export type LiveEvent = Static<typeof LiveEvent>;

export const LiveEventsReply = {
  description:
    "Server-Sent Events: `event: payment` with `id:` and a JSON LiveEvent as `data:`; first `event: ready` whose id is where the stream starts; a `: ping` comment every 25 s",
  content: { "text/event-stream": { schema: Type.String() } },
};

/** Live calendars: GET /api/live/<resource> (a resource that declares a calendar). */
export const RecordEventsQuery = Type.Object({
  business_id: Type.String({ maxLength: 40 }),
  after: Type.Optional(Type.String({ pattern: "^[0-9]{1,18}$" })),
});

/** One `record` event's `data:`: which row changed and how; the console reads the row through the resource API. */
export const RecordEvent = Type.Object({
  id: Type.Integer(),
  resource: Type.String(),
  record_id: Type.Integer(),
  action: Type.Union([Type.Literal("create"), Type.Literal("update"), Type.Literal("delete")]),
  created_at: Type.String({ format: "date-time" }),
});
export type RecordEvent = Static<typeof RecordEvent>;

export const RecordEventsReply = {
  description:
    "Server-Sent Events: `event: record` with `id:` and a JSON RecordEvent as `data:` for each create, update or delete of the resource's rows; first `event: ready` whose id is where the stream starts; a `: ping` comment every 25 s",
  content: { "text/event-stream": { schema: Type.String() } },
};
