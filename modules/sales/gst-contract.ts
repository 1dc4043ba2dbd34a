/**
 * GST returns and period locks (modules/sales/server/gst-routes.ts). The GSTR-1 body is the GST portal's
 * offline-tool format, checked in tests against tests/fixtures/gstr1.schema.json; here it stays open.
 */
import { Type } from "typebox";
import { Nullable, Timestamp } from "../../contracts/common";

export const PeriodQuery = Type.Object({
  period: Type.String({ description: "The month, MMYYYY as the portal writes it (032026)", maxLength: 6 }),
  format: Type.Optional(Type.Union([Type.Literal("json"), Type.Literal("csv")], { description: "json (default): the offline tool's upload file; csv: the same as rows" })),
});

export const Gstr1Reply = Type.Object({ gstin: Type.String(), fp: Type.String() }, { additionalProperties: true, description: "GSTR-1 in the offline tool's JSON format" });

const Heads = { iamt: Type.Number(), camt: Type.Number(), samt: Type.Number(), csamt: Type.Number() };
export const Gstr3bReply = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    fp: Type.String(),
    sup_details: Type.Object({
      osup_det: Type.Object({ txval: Type.Number(), ...Heads }),
      osup_nil_exmp: Type.Object({ txval: Type.Number() }),
      isup_rev: Type.Object({ txval: Type.Number(), ...Heads }),
    }),
    itc_elg: Type.Object({
      itc_avl: Type.Array(Type.Object({ ty: Type.String(), label: Type.String(), ...Heads })),
      itc_net: Type.Object(Heads),
    }),
  }),
});

export const LockParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), period: Type.String({ maxLength: 10 }) });
export const LockBody = Type.Object({ locked: Type.Boolean() }, { additionalProperties: false });
const Locks = Type.Object({
  locked: Type.Array(Type.Object({ period: Type.String(), label: Type.String(), locked_at: Timestamp, locked_by: Type.String() })),
  history: Type.Array(Type.Object({ period: Type.String(), label: Type.String(), action: Type.String(), at: Timestamp, by: Type.String() })),
});
export const LocksReply = Type.Object({ success: Type.Boolean(), data: Locks });
export const LocksSaved = Type.Object({ success: Type.Boolean(), message: Type.String(), data: Locks });

export const NoteBody = Type.Object(
  {
    date: Type.String({ description: "YYYY-MM-DD", maxLength: 40 }),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
    lines: Type.Array(Type.Object({ position: Type.Integer({ minimum: 1 }), qty: Type.Number() }, { additionalProperties: false }), { minItems: 1, maxItems: 200 }),
  },
  { additionalProperties: false },
);

export const PriceDebitBody = Type.Object(
  {
    date: Type.String({ description: "YYYY-MM-DD", maxLength: 40 }),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
    lines: Type.Array(
      Type.Object({ position: Type.Integer({ minimum: 1, description: "the invoice line's position (1-based)" }), amount: Type.Number({ description: "rupees added to the line's taxable value" }) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);

export const DocParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), docs: Type.String({ maxLength: 20 }), id: Type.String({ maxLength: 40 }) });
/** A sale invoice or purchase bill as the editor and print page read it. */
export const DocumentReply = Type.Object(
  { success: Type.Boolean(), message: Type.String(), data: Type.Object({ id: Type.Integer(), number: Type.String(), status: Type.String(), cancelled_at: Nullable(Type.Unknown()) }, { additionalProperties: true }) },
);
