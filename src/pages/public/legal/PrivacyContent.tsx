import { LegalDocument } from "./LegalDocument";

/** The privacy policy: its words are in locales/<language>/legal.json ("privacy"). */
export function PrivacyContent() {
  return <LegalDocument doc="privacy" />;
}
