import type { BusinessSummary } from "../contracts/business";
import { STORAGE, write } from "./storage";

/** The business the device had chosen, if it is still one of the list; otherwise the first. */
export const chooseBusiness = <B extends Pick<BusinessSummary, "id">>(list: B[], storedId: string | null): B | undefined =>
  list.find((b) => String(b.id) === storedId) ?? list[0];

/** Keeps the chosen business on the device (spec §3 keys): the next page draws its name before any read. */
export function rememberBusiness(business: Omit<BusinessSummary, "role">) {
  write(STORAGE.businessid, business.id);
  write(STORAGE.businessName, business.business_name);
  write(STORAGE.businessEmail, business.business_email ?? "");
  write(STORAGE.businessLogo, business.business_logo_path ?? "");
  // Known from the list already; the subscription call confirms it, but nothing should read the old one meanwhile.
  write(STORAGE.business_master_id, business.business_master_id);
}
