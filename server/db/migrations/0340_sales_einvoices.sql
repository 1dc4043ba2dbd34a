-- e-Invoicing (issue 26): what the Invoice Registration Portal answered for a B2B invoice or note,
-- recorded by the owner after uploading Galla's e-invoice JSON there (Galla does not talk to the IRP:
-- that needs a GSP account). One row per document; recording again replaces it (an IRN cancelled on
-- the IRP within 24 hours and the invoice re-registered gets a new one). The signed QR code is the
-- IRP's JWS string, printed as a QR code on the invoice as CGST rule 48(4) requires.
CREATE TABLE sales_einvoices (
  invoice_id bigint PRIMARY KEY REFERENCES sales_invoices(id) ON DELETE CASCADE,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  irn char(64) NOT NULL,
  ack_no varchar(20) NOT NULL,
  ack_date timestamptz NOT NULL,
  signed_qr text NOT NULL,
  recorded_by integer,
  recorded_at timestamptz NOT NULL DEFAULT now()
);
-- An IRN is the hash of one seller's document: the same IRN on two of the business's documents is a typing mistake.
CREATE UNIQUE INDEX sales_einvoices_irn ON sales_einvoices (business_id, irn);
