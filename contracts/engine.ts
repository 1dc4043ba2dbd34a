/** The generic resource API (/api/b/:businessId/:resource), in @refinedev/simple-rest's conventions. Rows are open: their fields are the declaration's. */
import { Type } from "typebox";
import { OpenRow } from "./common";

export const ResourceParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), resource: Type.String({ maxLength: 80 }) });
export const ResourceItemParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), resource: Type.String({ maxLength: 80 }), id: Type.String({ maxLength: 40 }) });
const param = Type.Optional(Type.String({ maxLength: 200 }));
/** Also, per declared field: name=value, name_like, name_gte, name_lte, name_ne (open: the declaration decides). */
export const ListQuery = Type.Object({ _start: param, _end: param, _sort: param, _order: param, q: param }, { additionalProperties: true });
export const RowList = Type.Array(OpenRow, { description: "One page of rows; the total is in x-total-count" });
export const RowBody = Type.Record(Type.String(), Type.Unknown(), { description: "The resource's fields (money in rupees); checked by resources/validate.ts" });
export const Csv = { description: "The filtered rows as CSV (UTF-8 with BOM)", content: { "text/csv": { schema: Type.String() } } };
export { OpenRow };
