-- The reconciler claims each pending top-up for one check per pass (checked_at), so any number of
-- server processes on one PostgreSQL ask the provider about an order once, not once each; and one
-- user's unpaid orders are counted to cap them.
ALTER TABLE wallet_topups ADD COLUMN checked_at timestamptz;
CREATE INDEX wallet_topups_user_pending_idx ON wallet_topups (user_id, created_at) WHERE status = 'PENDING';
