/**
 * Components not yet converted to the translation layer (issue 14): allow-listed whole by
 * tests/unit/i18n-literals.test.ts. Converting a file means deleting its line here.
 * The invoice pages (InvoiceEditor, InvoiceA4, PrintInvoice) are the printed GST document and its editor from the "invoice" branch: they keep their English until they are converted.
 */
export const NOT_YET_TRANSLATED: string[] = [
  "src/pages/public/legal/PrivacyContent.tsx",
  "src/pages/public/legal/TermsContent.tsx",
  "src/pages/sales/BarChart.tsx",
  "src/pages/sales/CancelButton.tsx",
  "src/pages/sales/DashboardPage.tsx",
  "src/pages/sales/DocumentList.tsx",
  "src/pages/sales/GstReturnsPage.tsx",
  "src/pages/sales/InvoiceA4.tsx",
  "src/pages/sales/InvoiceEditor.tsx",
  "src/pages/sales/NoteButton.tsx",
  "src/pages/sales/PartyLedgerPage.tsx",
  "src/pages/sales/PaymentLinksPage.tsx",
  "src/pages/sales/PaymentsPage.tsx",
  "src/pages/sales/PrintInvoice.tsx",
  "src/pages/sales/ProfitLossPage.tsx",
  "src/pages/sales/RangeBar.tsx",
  "src/pages/sales/ReportPage.tsx",
  "src/pages/sales/SettingsPage.tsx",
  "src/pages/sales/pickers.tsx",
  "src/pages/sandbox/SandboxUpiPage.tsx",
  "src/pages/staff/PayItemsTab.tsx",
  "src/pages/staff/StaffAttendancePage.tsx",
  "src/pages/staff/StaffAttendanceTab.tsx",
  "src/pages/staff/StaffDetailPage.tsx",
  "src/pages/staff/StaffReportPage.tsx",
  "src/pages/staff/StaffSettingsPage.tsx",
  "src/pages/staff/TeamDetailPage.tsx",
];
