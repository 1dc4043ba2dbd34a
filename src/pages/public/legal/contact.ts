/** Who answers for the service: named once, shown on the terms, the privacy policy and the footer. */
export const LEGAL = {
  service: "Galla",
  supportEmail: "support@galla.in",
  grievanceOfficer: "Grievance Officer, Galla",
  grievanceEmail: "grievance@galla.in",
  grievanceHours: "Monday to Saturday, 10:00 to 18:00 IST (except public holidays)",
  /** DPDP Rules 2025: grievances answered within 90 days at the latest; we commit to sooner. */
  grievanceReplyDays: 15,
  jurisdiction: "Pune, Maharashtra",
  effectiveDate: "1 November 2026",
} as const;
