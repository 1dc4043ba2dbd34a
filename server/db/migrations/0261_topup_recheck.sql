-- The reconciler may ask about a top-up before its collect request or QR has reached the provider
-- (the order is written first), and "transaction not found" is then "not yet" (issue 22, M4). Past
-- the order's validity it is closed as FAILED, but looked at once more at recheck_at, so a payment
-- the bank completed late is still credited (once: the ledger's reference is unique).
ALTER TABLE wallet_topups ADD COLUMN recheck_at timestamptz;
CREATE INDEX wallet_topups_recheck_idx ON wallet_topups (recheck_at) WHERE recheck_at IS NOT NULL;
