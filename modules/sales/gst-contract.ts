/**
 * GST returns and period locks (modules/sales/server/gst-routes.ts). The GSTR-1 body is the GST portal's
 * offline-tool format, checked in tests against modules/sales/schemas/gstr1.schema.json; here it stays open.
 */
import { Type, type Static } from "typebox";
import { DocSaveReply } from "./contract";
import { Timestamp } from "../../contracts/common";
import { closed } from "./closed";

export const PeriodQuery = Type.Object({
  period: Type.String({ description: "The month, MMYYYY as the portal writes it (032026)", maxLength: 6 }),
  format: Type.Optional(Type.Union([Type.Literal("json"), Type.Literal("csv")], { description: "json (default): the offline tool's upload file; csv: the same as rows" })),
});

const Gstr1Json = Type.Object({ gstin: Type.String(), fp: Type.String() }, { additionalProperties: true, description: "GSTR-1 in the offline tool's JSON format" });
/** The offline tool's JSON, or with format=csv the same return as spreadsheet rows: the document says which. */
export const Gstr1Reply = {
  description: "GSTR-1 as the offline tool's upload file (application/json, modules/sales/schemas/gstr1.schema.json) or, with format=csv, the same as rows (text/csv)",
  content: { "application/json": { schema: Gstr1Json }, "text/csv": { schema: Type.String({ description: "one row per invoice or note rate, B2C summary row, export item, Table 8 row and HSN row" }) } },
};

const Heads = { iamt: Type.Number(), camt: Type.Number(), samt: Type.Number(), csamt: Type.Number() };
const TaxRow = <T extends string>(types: readonly T[]) => Type.Object({ ty: Type.Union(types.map((t) => Type.Literal(t))), ...Heads });
/** GSTR-3B in the portal's JSON (modules/sales/schemas/gstr3b.schema.json): tables 3.1, 4 and 5. */
const Gstr3bParts = {
  gstin: Type.String({ description: "the business's GSTIN (empty when it has none)" }),
  ret_period: Type.String({ description: "MMYYYY" }),
  sup_details: Type.Object({
    osup_det: Type.Object({ txval: Type.Number(), ...Heads }, { description: "3.1(a) outward taxable supplies" }),
    osup_zero: Type.Object({ txval: Type.Number(), iamt: Type.Number(), csamt: Type.Number() }, { description: "3.1(b) zero-rated: exports and SEZ" }),
    osup_nil_exmp: Type.Object({ txval: Type.Number() }, { description: "3.1(c) nil-rated and exempt" }),
    isup_rev: Type.Object({ txval: Type.Number(), ...Heads }, { description: "3.1(d) inward supplies on reverse charge" }),
    osup_nongst: Type.Object({ txval: Type.Number() }, { description: "3.1(e) non-GST outward supplies" }),
  }),
  itc_elg: Type.Object({
    itc_avl: Type.Array(TaxRow(["IMPG", "IMPS", "ISRC", "ISD", "OTH"])),
    itc_rev: Type.Array(TaxRow(["RUL", "OTH"])),
    itc_net: Type.Object(Heads),
    itc_inelg: Type.Array(TaxRow(["RUL", "OTH"])),
  }),
  inward_sup: Type.Object({
    isup_details: Type.Array(Type.Object({ ty: Type.Union([Type.Literal("GST"), Type.Literal("NONGST")]), inter: Type.Number(), intra: Type.Number() })),
  }),
};
export const Gstr3bFile = {
  description: "GSTR-3B as the portal's JSON file (application/json), to upload or keep",
  content: { "application/json": { schema: closed(Type.Object(Gstr3bParts)) } },
};
/** The screen's reading: the portal's return in the usual envelope, `fp` kept and each 4(A) row named. */
export const Gstr3bReply = closed(Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    ...Gstr3bParts,
    fp: Type.String(),
    itc_elg: Type.Object({
      itc_avl: Type.Array(Type.Object({ ty: Type.String(), label: Type.String(), ...Heads })),
      itc_rev: Type.Array(TaxRow(["RUL", "OTH"])),
      itc_net: Type.Object(Heads),
      itc_inelg: Type.Array(TaxRow(["RUL", "OTH"])),
    }),
  }),
}));
export type Gstr3bScreen = Static<typeof Gstr3bReply>["data"];

export const LockParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), period: Type.String({ maxLength: 10 }) });
export const LockBody = closed(Type.Object({ locked: Type.Boolean() }));
const Locks = Type.Object({
  locked: Type.Array(Type.Object({ period: Type.String(), label: Type.String(), locked_at: Timestamp, locked_by: Type.String() })),
  history: Type.Array(Type.Object({ period: Type.String(), label: Type.String(), action: Type.Enum(["lock", "unlock"]), at: Timestamp, by: Type.String() })),
});
export const LocksReply = closed(Type.Object({ success: Type.Boolean(), data: Locks }));
export type PeriodLocks = Static<typeof Locks>;
export const LocksSaved = closed(Type.Object({ success: Type.Boolean(), message: Type.String(), data: Locks }));

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
/** The note made, or the document cancelled, as the editor and print page read it. */
export const DocumentReply = DocSaveReply;
