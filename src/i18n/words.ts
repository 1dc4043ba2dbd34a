/**
 * The declarations' words and the validation messages in the console's current language, for code
 * that runs outside React's render (form rules) or inside it (labels). The console remounts its
 * routes when the language changes (ConsoleApp), so a label read during render is always current.
 */
import type { FieldDef, ResourceDef } from "../../resources/types";
import { fieldLabel, resourceLabel, resourceSingular, type Look } from "../../resources/labels";
import type { Say, Wording } from "../../resources/wording";
import { i18n } from "./index";

export const look: Look = (key) => (i18n.exists(key, { ns: "resources" }) ? i18n.t(key, { ns: "resources" }) : undefined);

/** A field's label: this resource's own, else the field name's usual one, else the declaration's English. */
export const labelIn = (def: ResourceDef | undefined, field: FieldDef) => fieldLabel(def, field, look);
/** The plural: the menu entry and the list's title. */
export const titleOf = (def: ResourceDef) => resourceLabel(def, look);
/** One record's noun: "New {{noun}}", "{{noun}} added". */
export const nounOf = (def: ResourceDef) => resourceSingular(def, look);

/** A server-namespace message in the console's language: shared checks (resources/validators) word their errors with it. */
export const say: Say = (key, values) => i18n.t(key, { ns: "server", ...values });
/** The messages the server would give, in the same words: the forms run the same checks. */
export const consoleWording = (def?: ResourceDef): Wording => ({ say, label: (field) => labelIn(def, field) });
