-- Wallet top-ups by UPI: one row per order we asked the gateway for. The credit itself is a
-- wallet_ledger entry with reference 'topup:<merchant_tran_id>', so a top-up credits at most once.
CREATE TABLE wallet_topups (
  merchant_tran_id varchar(16) PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id),
  mode varchar(8) NOT NULL,              -- COLLECT | QR
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  payer_vpa text,
  status varchar(10) NOT NULL DEFAULT 'PENDING',  -- PENDING | SUCCESS | FAILED
  provider_message text,
  payment_response text,
  credited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_topups_business_idx ON wallet_topups (business_id, created_at DESC);
CREATE INDEX wallet_topups_pending_idx ON wallet_topups (created_at) WHERE status = 'PENDING';

-- Payments customers made to a business's static QR, as the gateway reported them (webhook).
CREATE TABLE qr_payments (
  id bigserial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  merchant_tran_id varchar(35) NOT NULL UNIQUE,
  rrn varchar(12),
  payer_vpa text NOT NULL,
  payer_name text,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  status varchar(10) NOT NULL,           -- SUCCESS | FAILURE | PENDING
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX qr_payments_business_idx ON qr_payments (business_id, created_at DESC);

-- The sandbox gateway's own books: it stands in for the provider, so it keeps its state apart
-- from ours and is only ever reached over HTTP.
CREATE TABLE sandbox_gateway_txns (
  merchant_tran_id varchar(35) PRIMARY KEY,
  kind varchar(8) NOT NULL,              -- COLLECT | QR | STATIC
  amount_paise bigint,
  payer_vpa text,
  payer_name text,
  payee_vpa text NOT NULL,
  payee_name text NOT NULL,
  note text,
  status varchar(10) NOT NULL DEFAULT 'PENDING',  -- PENDING | SUCCESS | FAILURE | CANCELLED | EXPIRED
  message text,
  rrn varchar(12),
  expires_at timestamptz NOT NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_gateway_txns_pending_idx ON sandbox_gateway_txns (payer_vpa, created_at DESC) WHERE status = 'PENDING';
