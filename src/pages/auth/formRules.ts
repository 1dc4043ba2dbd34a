import type { FormRule as Rule } from "antd";
import { checks, normalizeMobile } from "../../../resources/validators";
import { say } from "../../i18n/words";

/**
 * antd form rules built on the same checks the server runs (resources/validators.ts), so the form
 * refuses exactly what the API would, in the same words (the `server` namespace, in the console's language).
 */
export const checkRule = (check: keyof typeof checks, label: string, normalize: (v: string) => string = (v) => v): Rule => ({
  validator: async (_rule, value: string | undefined) => {
    if (value === undefined || value === null || String(value).trim() === "") return;
    const error = checks[check](normalize(String(value).trim()), label, say);
    if (error) throw new Error(error);
  },
});

export const mobileRule = (label: string) => checkRule("mobile", label, normalizeMobile);

export const upper = (value: string | undefined) => (value ?? "").toUpperCase().replace(/\s/g, "");
