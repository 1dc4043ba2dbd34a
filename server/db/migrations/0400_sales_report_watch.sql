-- The sales reports are kept in memory per business and range while the counters of the tables they
-- are made from stand (modules/sales/server/reports.ts REPORT_TABLES; the route watches them,
-- 0350_table_epochs.sql). The engine's r_parties and r_products are watched already; the invoices and
-- their lines, whose triggers write every rollup a report reads, are watched from here on. A deferred
-- row trigger: it moves each counter once per business and table per transaction, at commit. A rollup
-- written by hand (not through these tables) is not seen: rebuild one, as a migration would, with the
-- servers stopped.
SELECT business_epoch_watch('sales_invoices');
SELECT business_epoch_watch('sales_invoice_lines');
