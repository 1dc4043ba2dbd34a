import type { FormRule as Rule } from "antd";
import { checks, normalizeMobile } from "../../../resources/validators";

/**
 * antd form rules built on the same checks the server runs (resources/validators.ts), so the form
 * refuses exactly what the API would.
 */
export const checkRule = (check: keyof typeof checks, label: string, normalize: (v: string) => string = (v) => v): Rule => ({
  validator: async (_rule, value: string | undefined) => {
    if (value === undefined || value === null || String(value).trim() === "") return;
    const error = checks[check](normalize(String(value).trim()), label);
    if (error) throw new Error(error);
  },
});

export const mobileRule = (label = "Mobile number") => checkRule("mobile", label, normalizeMobile);

export const upper = (value: string | undefined) => (value ?? "").toUpperCase().replace(/\s/g, "");
