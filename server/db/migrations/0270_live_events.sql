-- Live payments (issue 23): every time money lands for a business (a payment to its QR, a wallet
-- top-up credited) one row here, written in the transaction that records the money, and a
-- NOTIFY galla_events '<business_id>:<id>' beside it, delivered only if that transaction commits.
-- Each server process LISTENs and pushes the row to the business's open consoles (GET
-- /api/payments/events); the id is the stream's event id, so a console that reconnects asks for
-- what came after the last one it saw. `reference` is unique: the same money is announced once,
-- however many times (or from however many processes) its landing is reported.
CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  kind varchar(16) NOT NULL,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  payer text,
  reference text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_business_idx ON live_events (business_id, id);
