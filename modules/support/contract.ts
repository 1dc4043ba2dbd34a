/** Replies in tickets and staff help-desk requests under /api/m/:businessId. */
import { Type } from "typebox";
import { Ok, OpenRow } from "../../contracts/common";

export const ReplyBody = Type.Object({ body: Type.String({ maxLength: 4000 }) }, { additionalProperties: false });
/** A message or ticket row as the engine keeps it (fields declared in modules/support/resources.ts). */
export const RowReply = Ok(OpenRow);
