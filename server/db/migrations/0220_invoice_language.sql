-- The language a business's invoices print in (issue 14): 'en' for English alone, or a code of
-- resources/invoice-words.ts ('hi') for English and that language side by side ("TAX INVOICE / कर बीजक").
ALTER TABLE sales_settings ADD COLUMN invoice_language varchar(3) NOT NULL DEFAULT 'en' CHECK (invoice_language ~ '^[a-z]{2,3}$');
