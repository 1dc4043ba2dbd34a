/** The generic resource API (/api/b/:businessId/:resource), in @refinedev/simple-rest's conventions. Rows are open: their fields are the declaration's. */
import { Type } from "typebox";
import { OpenRow } from "./common";

export const ResourceParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), resource: Type.String({ maxLength: 80 }) });
export const ResourceItemParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), resource: Type.String({ maxLength: 80 }), id: Type.String({ maxLength: 40 }) });
const param = Type.Optional(Type.String({ maxLength: 200 }));
/** Also, per declared field: name=value, name_like, name_gte, name_lte, name_ne (open: the declaration decides). */
export const ListQuery = Type.Object({ _start: param, _end: param, _sort: param, _order: param, q: param }, { additionalProperties: true });
/** The headers a list answer carries (server/engine/routes.ts), declared so the OpenAPI document names them. */
export const ListHeaders = {
  "x-total-count": { type: "string", description: "How many rows match the filters: exact, estimated or a lower bound, as x-total-count-kind says" },
  "x-total-count-kind": {
    type: "string",
    enum: ["exact", "estimated", "more"],
    description: "exact: the count; estimated: the planner's estimate (more rows than the exact-count limit, no filter); more: at least this many (filtered or searched, and more rows than ten pages or the limit past the page's start: the pages up to it exist)",
  },
  etag: { type: "string", description: "The answer's entity tag: send it back in If-None-Match to get 304 while nothing it shows changed" },
};
/** The headers a one-row answer carries. */
export const RowHeaders = {
  etag: { type: "string", description: 'The row\'s version, then a tag of the answer ("3-…"): If-Match with it refuses a change made since (409); If-None-Match answers 304 while the answer is unchanged' },
};
export const RowList = Type.Array(OpenRow, { description: "One page of rows; the total is in x-total-count", headers: ListHeaders });
export const OneRow = Type.Object({ id: Type.Integer() }, { additionalProperties: true, description: "A row of a declared resource: its fields as declared in resources/.", headers: RowHeaders });
export const NotModified = Type.Null({ description: "Not modified: the If-None-Match tag is still the answer's", headers: { etag: ListHeaders.etag } });
export const RowBody = Type.Record(Type.String(), Type.Unknown(), { description: "The resource's fields (money in rupees); checked by resources/validate.ts" });
export const Csv = { description: "The filtered rows as CSV (UTF-8 with BOM)", content: { "text/csv": { schema: Type.String() } } };
export { OpenRow };
