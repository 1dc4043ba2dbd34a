/**
 * SMS rules every sender follows (the outbox in server/sms/, the communication module's pages): the part
 * arithmetic behind the per-part wallet debit and the live counter, the daily limits, DLT template variables.
 */
/** What one SMS part costs, debited from the wallet per part sent. */
export const SMS_PRICE_PAISE_PER_PART = 25;
/** The most parts one message may have (a long message is cut into at most this many). */
export const SMS_MAX_PARTS = 6;
/** GSM characters per part of a long message (each part carries a 7-character header). */
const GSM_PART = 153;
/** The longest template text: SMS_MAX_PARTS full GSM parts. */
export const SMS_MAX_GSM_LENGTH = SMS_MAX_PARTS * GSM_PART;
/** SMS one business may send to one number in an IST day, whatever the path (compose, bulk, payment link, invite). */
export const SMS_PER_RECIPIENT_PER_DAY = 5;
/** SMS one business may send in an IST day: four full bulk sends. */
export const SMS_PER_BUSINESS_PER_DAY = 20_000;

// GSM 03.38 default alphabet; the extension characters take two septets each.
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";

export interface SmsParts {
  encoding: "GSM" | "Unicode";
  /** Characters as the network counts them (septets for GSM, UTF-16 units for Unicode). */
  length: number;
  parts: number;
  /** Characters left in the last part before another part starts. */
  remaining: number;
  perPart: number;
}

/**
 * 160 GSM characters fit one part, 70 Unicode ones (any Hindi, Marathi or emoji makes the whole message
 * Unicode). A longer message is sent in parts of 153 (GSM) or 67 (Unicode): each part carries a header.
 */
export function smsParts(text: string): SmsParts {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const length = gsm ? septets : text.length;
  const single = gsm ? 160 : 70;
  const multi = gsm ? GSM_PART : 67;
  const parts = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / multi);
  const perPart = parts <= 1 ? single : multi;
  return { encoding: gsm ? "GSM" : "Unicode", length, parts, perPart, remaining: parts === 0 ? single : parts * perPart - length };
}

/** DLT template variables are written {#var#}; a message must fill every one. */
export const DLT_VARIABLE = /\{#[a-zA-Z0-9_]*#\}/g;
export const templateVariables = (body: string) => body.match(DLT_VARIABLE) ?? [];

/**
 * Does the text match the approved template, with each {#var#} standing for up to 30 characters?
 * Operators reject anything else, so the server checks before it spends the wallet.
 */
export function matchesTemplate(body: string, text: string): boolean {
  const pattern = body
    .split(DLT_VARIABLE)
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\s\\S]{1,30}");
  return new RegExp(`^${pattern}$`).test(text);
}
