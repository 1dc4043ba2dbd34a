-- Shared invoice links expire and can be withdrawn (issue 22): one row per link ever made, so a link
-- that expired, was withdrawn or was replaced by a newer one answers 410 ("ask the shop for a new
-- one") instead of looking like a mistyped address. At most one link per invoice is current (not
-- withdrawn); it is live until expires_at (NULL: until withdrawn). server/sales/share-links.ts.
--
-- The token is kept as made, not hashed: the console shows and re-sends the invoice's live link
-- (Copy link, WhatsApp again) from any device, which a hash cannot give back, and the token opens
-- only this invoice, whose every word is in the same database.
CREATE TABLE sales_share_links (
  token varchar(32) PRIMARY KEY,
  invoice_id bigint NOT NULL REFERENCES sales_invoices(id) ON DELETE CASCADE,
  business_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer,
  expires_at timestamptz,
  withdrawn_at timestamptz,
  -- true: withdrawn because a newer link was made for the invoice (the owner's "New link").
  replaced boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX sales_share_links_current ON sales_share_links (invoice_id) WHERE withdrawn_at IS NULL;

-- Links already sent keep working for the default 30 days from this migration, then ask for a new one.
INSERT INTO sales_share_links (token, invoice_id, business_id, created_at, expires_at)
  SELECT share_token, id, business_id, now(), now() + interval '30 days'
  FROM sales_invoices WHERE share_token IS NOT NULL;

DROP INDEX sales_invoices_share_token_uniq;
ALTER TABLE sales_invoices DROP COLUMN share_token;
