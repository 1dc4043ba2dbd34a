-- Foreign keys into sales_invoices with no index on the referencing column: every delete of an invoice
-- checked them by scanning the whole table, every business's rows (ON DELETE RESTRICT for a note's
-- original, SET NULL for a request key), and opening an invoice looked up the notes issued against it
-- the same way. On the bench's database (1M invoices in one business) deleting a shop's small invoice
-- took 620 ms and opening any invoice of the big business 310 ms; by index both are a lookup.
-- Partial: most invoices are not notes, and a request key loses its invoice only when that is deleted.
CREATE INDEX IF NOT EXISTS sales_invoices_original_idx ON sales_invoices (original_id) WHERE original_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS sales_request_keys_invoice_idx ON sales_request_keys (invoice_id) WHERE invoice_id IS NOT NULL;
