/** Team access: the owner's STAFF members and their permission per module. */
import { Type, type Static } from "typebox";
import { Nullable, Ok } from "./common";
import { Permissions, Role } from "./business";

export const Member = Type.Object({
  user_id: Type.Integer(),
  mobile: Type.String(),
  name: Nullable(Type.String()),
  role: Role,
  permissions: Permissions,
  created_at: Type.String({ format: "date-time" }),
});
export type Member = Static<typeof Member>;

export const MembersReply = Ok(Type.Array(Member));
/** Permissions are checked by the handler so a wrong key is named (`permissions.<key>`). */
export const InviteBody = Type.Object(
  { mobile: Type.String({ maxLength: 20 }), name: Type.Optional(Type.String({ maxLength: 80 })), permissions: Type.Record(Type.String(), Type.Unknown()) },
  { additionalProperties: false },
);
export const InviteReply = Type.Object({ success: Type.Boolean(), message: Type.String(), data: Type.Optional(Member) });
export const MemberParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), userId: Type.String({ maxLength: 40 }) });
export const PermissionsBody = Type.Object({ permissions: Type.Record(Type.String(), Type.Unknown()) }, { additionalProperties: false });
export const MemberReply = Type.Object({ success: Type.Boolean(), data: Type.Optional(Member) });
