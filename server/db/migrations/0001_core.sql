-- Core tables: identity, businesses, subscriptions and the wallet ledger.
-- Module tables declared in resources/ are created by the resource engine's schema sync.

CREATE TABLE users (
  id serial PRIMARY KEY,
  mobile varchar(10) NOT NULL UNIQUE,
  name text,
  email text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE otp_codes (
  id serial PRIMARY KEY,
  mobile varchar(10) NOT NULL,
  code_hash text NOT NULL,
  ip text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_codes_mobile_idx ON otp_codes (mobile, created_at DESC);
CREATE INDEX otp_codes_ip_idx ON otp_codes (ip, created_at DESC);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE business_masters (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE businesses (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id),
  business_master_id integer NOT NULL REFERENCES business_masters(id),
  business_name text NOT NULL,
  business_email text,
  business_logo_path text,
  phone varchar(10),
  address text,
  city text,
  state_code varchar(2),
  pincode varchar(6),
  gstin varchar(15),
  pan varchar(10),
  bank_account_name text,
  bank_account_number text,
  ifsc varchar(11),
  upi_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX businesses_owner_idx ON businesses (owner_id);

-- Who may act in a business: the owner (ADMIN) and invited staff (STAFF, per-module permissions).
CREATE TABLE business_members (
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id),
  role varchar(10) NOT NULL,
  permissions jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, user_id)
);
CREATE INDEX business_members_user_idx ON business_members (user_id);

CREATE TABLE subscriptions (
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  module varchar(32) NOT NULL,
  plan varchar(16) NOT NULL,
  starts_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  PRIMARY KEY (business_id, module)
);

-- Every wallet movement, signed, in paise. The balance is the sum; `reference` makes each movement idempotent.
CREATE TABLE wallet_ledger (
  id bigserial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  amount_paise bigint NOT NULL,
  kind varchar(16) NOT NULL,
  reference text NOT NULL UNIQUE,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_ledger_business_idx ON wallet_ledger (business_id, created_at DESC);

-- Messages the sandbox SMS provider "sent"; stands in for the phone of the recipient.
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  recipient varchar(10) NOT NULL,
  sender varchar(6) NOT NULL,
  body text NOT NULL,
  status varchar(16) NOT NULL DEFAULT 'DELIVERED',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_recipient_idx ON sms_outbox (recipient, id DESC);
