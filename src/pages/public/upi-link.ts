/**
 * A static UPI QR's payload (india.md): `upi://pay?pa=<vpa>&pn=<payee name>&cu=INR`, values
 * percent-encoded. No amount: the payer types it, so one printed QR serves every sale.
 */
export const staticUpiUri = (vpa: string, payeeName: string) =>
  `upi://pay?pa=${encodeURIComponent(vpa)}&pn=${encodeURIComponent(payeeName)}&cu=INR`;
