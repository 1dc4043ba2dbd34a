-- Sharing an invoice with its buyer (WhatsApp, issue 13): its public page /i/:token is reached only
-- through a 128-bit random token, set the first time the invoice is shared (server/sales/invoice-share.ts).
ALTER TABLE sales_invoices ADD COLUMN share_token varchar(32);
CREATE UNIQUE INDEX sales_invoices_share_token_uniq ON sales_invoices (share_token) WHERE share_token IS NOT NULL;
