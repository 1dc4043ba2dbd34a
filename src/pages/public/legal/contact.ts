/**
 * Who answers for the service: named once, shown on the terms, the privacy policy and the footer.
 * The words around these (the officer's title, the hours, the courts' city) are in
 * locales/<language>/legal.json: they read differently in each language.
 */
export const LEGAL = {
  service: "Galla",
  supportEmail: "support@galla.in",
  grievanceEmail: "grievance@galla.in",
  /** DPDP Rules 2025: grievances answered within 90 days at the latest; we commit to sooner. */
  grievanceReplyDays: 15,
  /** The day the current terms and policy took effect, shown in the reader's language ("1 November 2026"). */
  effectiveDate: "2026-11-01",
} as const;
