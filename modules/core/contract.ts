/** The business profile's own actions under /api/m/:businessId. */
import { Type, type Static } from "typebox";
import { Nullable, Ok, OkMessage } from "../../contracts/common";

const text = Nullable(Type.String());
/** Bank account numbers leave the server whole only for the owner; everyone else gets XXXX and the last 4. */
export const Profile = Type.Object({
  id: Type.Integer(),
  business_master_id: Type.Integer(),
  category: Type.String(),
  business_logo_path: text,
  created_at: Type.String({ format: "date-time" }),
  business_name: text,
  business_email: text,
  phone: text,
  address: text,
  city: text,
  state_code: text,
  pincode: text,
  gstin: text,
  pan: text,
  bank_account_name: text,
  bank_account_number: Nullable(Type.String({ description: "full for the owner, XXXX1234 for anyone else" })),
  ifsc: text,
  upi_id: text,
  about: text,
  website: text,
  whatsapp: text,
  landmark: text,
  opening_time: text,
  closing_time: text,
  weekly_off: text,
  sections: Type.Array(Type.Object({ key: Type.String(), title: Type.String(), complete: Type.Boolean() })),
});
export type Profile = Static<typeof Profile>;
export const ProfileReply = Ok(Profile);
export const ProfileSectionParams = Type.Object({ businessId: Type.String({ maxLength: 40 }), key: Type.String({ maxLength: 40 }) });
export const ProfileSectionBody = Type.Record(Type.String(), Type.Unknown(), { maxProperties: 20 });
export const ProfileSaveReply = OkMessage(Profile);
