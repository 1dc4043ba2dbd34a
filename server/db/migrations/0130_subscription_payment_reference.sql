-- A subscription payment carries the same reference string as its wallet_ledger debit
-- (server/wallet/references.ts), under a unique index, so the purchase and the money are one pair.
ALTER TABLE subscription_payments ADD COLUMN reference text;
UPDATE subscription_payments SET reference = 'subscription:' || business_id || ':' || request_key;
ALTER TABLE subscription_payments ALTER COLUMN reference SET NOT NULL;
CREATE UNIQUE INDEX subscription_payments_reference_idx ON subscription_payments (reference);
