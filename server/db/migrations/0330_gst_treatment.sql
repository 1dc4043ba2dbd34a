-- GST returns the portal takes as they are (issue 26).
--
-- Each invoice or bill line says how GST treats it, because nil-rated, exempt and non-GST supplies go
-- to different columns of GSTR-1 Table 8 and GSTR-3B 3.1(c)/(e), and zero-rated supplies (exports and
-- supplies to an SEZ, with or without payment of IGST) to their own tables: a 0 % rate cannot tell
-- them apart. Lines written before this were taxable, and their 0 % lines were reported as nil-rated
-- (GSTR-3B put them in 3.1(c)), so those become 'nil': every return reads the same as before.
ALTER TABLE sales_invoice_lines ADD COLUMN treatment varchar(8) NOT NULL DEFAULT 'taxable'
  CHECK (treatment IN ('taxable', 'nil', 'exempt', 'nongst', 'expwp', 'expwop', 'sezwp', 'sezwop'));
UPDATE sales_invoice_lines SET treatment = 'nil' WHERE gst_rate = 0;

-- HSN/SAC digits every line of a GST-registered business must carry (CBIC notification 78/2020):
-- 4 up to ₹5 crore of turnover in the previous year, 6 above.
ALTER TABLE sales_settings ADD COLUMN hsn_digits smallint NOT NULL DEFAULT 4 CHECK (hsn_digits IN (4, 6));

-- A supplier's debit note ('sdebit': a price raised after a sale invoice, CGST section 34(3)), in the
-- same table as the other notes, with its own series.
ALTER TABLE sales_invoices DROP CONSTRAINT sales_invoices_kind_check;
ALTER TABLE sales_invoices ADD CONSTRAINT sales_invoices_kind_check CHECK (kind IN ('sale', 'purchase', 'credit', 'debit', 'sdebit'));
DROP INDEX sales_invoices_note_number_uniq;
CREATE UNIQUE INDEX sales_invoices_note_number_uniq ON sales_invoices (business_id, kind, fy, number) WHERE kind IN ('credit', 'debit', 'sdebit');
