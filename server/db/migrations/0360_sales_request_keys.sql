-- A new invoice or bill may carry a request key (issue 24): the console's offline sale queue sends each
-- bill with one and may send it again when it never heard the first answer (the network dropped, the tab
-- closed). One row per key and business, inserted in the same transaction as the document, so a resent
-- request finds the first one's row and answers with that document instead of making a second; the
-- primary key makes that hold across server processes, on PGlite and PostgreSQL alike.
-- body_hash tells a resend (same body) from a different bill that reused a key (refused, 422).
-- A document deleted later leaves its key (invoice_id NULL): a resend then says so rather than make it again.
CREATE TABLE sales_request_keys (
  business_id integer NOT NULL,
  request_key varchar(64) NOT NULL,
  kind varchar(8) NOT NULL,
  body_hash char(64) NOT NULL,
  invoice_id bigint REFERENCES sales_invoices(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, request_key)
);
