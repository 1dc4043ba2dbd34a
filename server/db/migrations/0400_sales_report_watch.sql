-- The sales reports are kept in memory per business and range while the counters of the tables they
-- read stand (modules/sales/server/reports.ts REPORT_TABLES; the route watches them, 0350_table_epochs.sql).
-- The engine's r_parties and r_products are watched already; the invoices and their rollups, written by
-- the sales module's own statements and triggers, are watched from here on. A deferred row trigger:
-- it moves each counter once per business and table per transaction, at commit.
SELECT business_epoch_watch('sales_invoices');
SELECT business_epoch_watch('sales_doc_daily');
SELECT business_epoch_watch('sales_line_daily');
SELECT business_epoch_watch('sales_rate_daily');
SELECT business_epoch_watch('sales_party_monthly');
SELECT business_epoch_watch('sales_product_monthly');
