import { LegalDocument } from "./LegalDocument";

/** The terms and conditions: their words are in locales/<language>/legal.json ("terms"). */
export function TermsContent() {
  return <LegalDocument doc="terms" />;
}
