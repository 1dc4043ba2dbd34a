import { rupeesToPaise } from "../../resources/money";
import { badRequest } from "./errors";

/** An amount field of a request body in paise, or a 400 naming `field` (see rupeesToPaise for the rules). */
export function paiseOf(input: unknown, field: string, label: string, opts: { allowZero?: boolean } = {}): number {
  const parsed = rupeesToPaise(input, label, opts);
  if ("error" in parsed) throw badRequest(parsed.error, field);
  return parsed.paise;
}
