-- Reminders for dues (issue 23): a party is sent what it owes with a link that pays exactly that amount,
-- by hand ("Remind", "Remind all who owe") or by the sweeper every N days after the due date until paid.
-- modules/sales/server/reminders*.ts.

-- One business's choice: automatic reminders are off until the owner turns them on.
CREATE TABLE sales_reminder_settings (
  business_id integer PRIMARY KEY,
  auto boolean NOT NULL DEFAULT false,
  -- An invoice is due this many days after its date; then a reminder every every_days days until paid.
  credit_days integer NOT NULL DEFAULT 0 CHECK (credit_days BETWEEN 0 AND 365),
  every_days integer NOT NULL DEFAULT 7 CHECK (every_days BETWEEN 1 AND 90),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A party the owner does not want reminded automatically (a row is the off switch).
CREATE TABLE sales_reminder_opt_outs (
  business_id integer NOT NULL,
  party_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, party_id)
);

-- A link that pays a party's dues: the public page /pay/:token and the UPI reference DUE<token>. The token
-- is 128 random bits (hex) and opens only the shop's name, the party's name and the amount.
CREATE TABLE sales_due_links (
  token char(32) PRIMARY KEY,
  business_id integer NOT NULL,
  party_id integer NOT NULL,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- What was sent: one row per reminder. interval_key (automatic ones: due date and interval number) is
-- unique per party, so two sweepers in two processes claim an interval once.
CREATE TABLE sales_reminders (
  id bigserial PRIMARY KEY,
  business_id integer NOT NULL,
  party_id integer NOT NULL,
  party_name text NOT NULL,
  amount_paise bigint NOT NULL,
  channel varchar(10) NOT NULL CHECK (channel IN ('sms', 'whatsapp')),
  trigger varchar(10) NOT NULL CHECK (trigger IN ('manual', 'bulk', 'auto')),
  recipient varchar(10),
  link_token char(32),
  sms_id bigint,
  -- sent/queued/delivered/failed come from the SMS outbox while sms_id is set; 'failed' with failure when it never got there.
  status varchar(10) NOT NULL DEFAULT 'queued',
  failure text,
  interval_key varchar(80),
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_reminders_business_idx ON sales_reminders (business_id, created_at DESC);
CREATE INDEX sales_reminders_party_idx ON sales_reminders (business_id, party_id, created_at DESC);
CREATE UNIQUE INDEX sales_reminders_interval_uniq ON sales_reminders (business_id, party_id, interval_key) WHERE interval_key IS NOT NULL;

-- A UPI payment of a due link recorded as the party's payment in, once per bank transaction.
CREATE TABLE sales_due_link_payments (
  merchant_tran_id varchar(35) PRIMARY KEY,
  token char(32) NOT NULL,
  payment_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The sandbox bank keeps the payee's own reference (a link's tr) to hand it back in its notice, as a real one does.
ALTER TABLE sandbox_gateway_txns ADD COLUMN payee_reference varchar(35);
