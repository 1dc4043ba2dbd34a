import { useSyncExternalStore } from "react";
import { intlLocale } from "../../locales/languages";
import type { LivePayment } from "../../providers/live-stream";

/**
 * "Sound alerts": each payment said aloud (Web Speech API), for a shop whose owner is at the counter,
 * not at the screen. Kept per device, beside the spec's storage keys and, like the language choice,
 * not cleared at sign-out. Browsers speak only after a tap on the page: switching it on is that tap.
 */
export const SOUND_ALERTS_KEY = "soundAlerts";

const listeners = new Set<() => void>();
const storage = () => globalThis.localStorage;
export const soundAlertsOn = () => storage()?.getItem(SOUND_ALERTS_KEY) === "on";
export const canSpeak = () => typeof globalThis.speechSynthesis !== "undefined" && typeof globalThis.SpeechSynthesisUtterance !== "undefined";

export function setSoundAlerts(on: boolean) {
  if (on) storage()?.setItem(SOUND_ALERTS_KEY, "on");
  else storage()?.removeItem(SOUND_ALERTS_KEY);
  listeners.forEach((l) => l());
}

export const useSoundAlerts = () =>
  useSyncExternalStore(
    (l) => (listeners.add(l), () => void listeners.delete(l)),
    soundAlertsOn,
    soundAlertsOn,
  );

/**
 * Rupees as people say them: Indian grouping (₹1,25,000 is read "one lakh twenty-five thousand" by an
 * en-IN or hi-IN voice), and no ".00" for whole rupees.
 */
export const spokenRupees = (rupees: number, language: string) =>
  new Intl.NumberFormat(intlLocale(language), { style: "currency", currency: "INR", minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2 }).format(rupees);

/** A masked payer name ("RA**** KU***") said as its letters, not as stars. */
const spokenPayer = (payer: string) => payer.replace(/\*+/g, "").replace(/\s+/g, " ").trim();

/** The sentence said for a payment, in the console's language (`say` is its t()). */
export function paymentSpeech(payment: LivePayment, language: string, say: (key: string, values: Record<string, string>) => string): string {
  const amount = spokenRupees(payment.amount, language);
  const topup = payment.kind === "topup";
  const payer = payment.payer ? spokenPayer(payment.payer) : "";
  return payer ? say(topup ? "live.topup" : "live.qr", { amount, payer }) : say(topup ? "live.topupNoPayer" : "live.qrNoPayer", { amount });
}

/** Says it with a voice of the language when the device has one (the utterance's lang picks it otherwise). */
export function speak(text: string, language: string) {
  if (!canSpeak()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = intlLocale(language);
  const voice = speechSynthesis.getVoices().find((v) => v.lang.replace("_", "-") === utterance.lang);
  if (voice) utterance.voice = voice;
  speechSynthesis.speak(utterance);
}
