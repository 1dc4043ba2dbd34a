-- Every paid subscription period, bought from the wallet. The wallet_ledger debit carries the money;
-- this row records what it bought. (business_id, request_key) makes a double-clicked upgrade buy once.
CREATE TABLE subscription_payments (
  id bigserial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  module varchar(32) NOT NULL,
  plan varchar(16) NOT NULL,
  amount_paise bigint NOT NULL,
  request_key varchar(64) NOT NULL,
  user_id integer NOT NULL REFERENCES users(id),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, request_key)
);
CREATE INDEX subscription_payments_business_idx ON subscription_payments (business_id, created_at DESC);
