import { Type, type Static } from "typebox";
import { Nullable, Ok } from "./common";
import { LANGUAGE_CODES } from "../locales/languages";
import { BusinessSummary } from "./business";

export const User = Type.Object({
  id: Type.Integer(),
  mobile: Type.String(),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  language: Nullable(Type.String({ description: "The console language the user picked (en, hi), null until they pick one" })),
});
export type User = Static<typeof User>;

export const OtpBody = Type.Object({ mobile: Type.String({ maxLength: 40 }) });
export const VerifyBody = Type.Object({ mobile: Type.String({ maxLength: 40 }), otp: Type.String({ pattern: "^[0-9]{6}$" }) });
export const Session = Type.Object({
  token: Type.String(),
  role: Type.Literal("ADMIN"),
  user: User,
  is_new_user: Type.Boolean(),
  // What getBusiness would list: the device keeps the chosen one's name before its first console page,
  // so that page draws its title whole instead of growing when the list comes (issue 24).
  businesses: Type.Array(BusinessSummary, { description: "The user's businesses, as GET business/getBusiness lists them" }),
});
export type Session = Static<typeof Session>;
export const VerifyReply = Ok(Session);
export const RegisterBody = Type.Object({ name: Type.String({ minLength: 2, maxLength: 80 }), email: Type.Optional(Type.String({ maxLength: 120 })) });
export const UserReply = Ok(User);
/** A new access token from the httpOnly refresh cookie. */
export const RefreshReply = Ok(Type.Object({ token: Type.String() }));
/** The console language to remember on the user's row: one of locales/languages.ts. */
export const LanguageBody = Type.Object({ language: Type.Union(LANGUAGE_CODES.map((code) => Type.Literal(code))) });
