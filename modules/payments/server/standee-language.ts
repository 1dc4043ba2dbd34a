import type { AppContext } from "../../../server/context";
import { settingsOf } from "../../sales/server";
import { standeeLanguage } from "../../../resources/standee-layout";

/** The language a business's standee speaks: its invoices' (the sales setting), as its customers read them. */
export const standeeLanguageOf = async (ctx: AppContext, businessId: number) => standeeLanguage((await settingsOf(ctx.database.db, businessId)).invoiceLanguage);
