-- The sales report's tax breakup groups lines by GST rate: carry the rate in the covering index too,
-- so the whole report over a date range reads indexes only.
DROP INDEX IF EXISTS sales_invoice_lines_date_idx;
CREATE INDEX sales_invoice_lines_date_idx ON sales_invoice_lines (business_id, kind, doc_date)
  INCLUDE (product_id, gst_rate, qty, taxable_paise, tax_paise, total_paise, cost_paise);
