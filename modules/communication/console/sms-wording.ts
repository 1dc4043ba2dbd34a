import { DLT_VARIABLE, templateVariables } from "../resources";
import { formatPaise } from "../../../resources/money";
import { formatNumber } from "../../../resources/locale-format";

/** Words from communication.json's sms.*: pass `(key, values) => t(key, values)` with the console's `t`. */
export type SmsSay = (key: string, values: Record<string, string | number>) => string;

const humanize = (name: string) => name.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * What each blank of a DLT template stands for, so the owner fills "Dear ___" rather than "Value 1": a named
 * variable ({#customer_name#}) by its name; an unnamed one ({#var#}) by up to three words before it in its
 * clause, else up to four words after it.
 */
export function slotLabels(body: string, t: SmsSay): string[] {
  const pieces = body.split(DLT_VARIABLE);
  return templateVariables(body).map((variable, i) => {
    const name = variable.slice(2, -2);
    if (name && name.toLowerCase() !== "var") return humanize(name);
    const before = words(pieces[i].split(/[.,:;!?]\s*(?=[^.,:;!?]*$)/).pop() ?? "").slice(-3);
    if (before.length) return `${before.join(" ")} …`;
    const after = words(pieces[i + 1].split(/[.,:;!?]/)[0]).slice(0, 4);
    return after.length ? `… ${after.join(" ")}` : t("sms.blank", { n: i + 1 });
  });
}

/** The price line of a send, in the numbers the server charges with: parts × rate × recipients. */
export function costLine(parts: number, recipients: number, ratePaise: number, t: SmsSay): { total: number; text: string } {
  const total = parts * ratePaise * recipients;
  const partText = t("sms.partsTimes", { count: parts, rate: formatPaise(ratePaise) });
  const to = recipients === 1 ? "" : ` ${t("sms.timesNumbers", { count: recipients, formatted: formatNumber(recipients) })}`;
  return { total, text: `${partText}${to} = ${formatPaise(total)}` };
}
