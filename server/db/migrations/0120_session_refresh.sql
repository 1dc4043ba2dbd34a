-- Short-lived access tokens, refreshed through an httpOnly cookie, with an idle timeout and an absolute
-- lifetime per session (one row per sign-in). Each row carries its own limits, so checking a token
-- needs nothing but the row. Sessions from before this change lapse within 15 minutes.
ALTER TABLE sessions ADD COLUMN refresh_hash text UNIQUE;
ALTER TABLE sessions ADD COLUMN access_expires_at timestamptz;
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE sessions ADD COLUMN idle_seconds integer NOT NULL DEFAULT 1800;
UPDATE sessions SET access_expires_at = LEAST(expires_at, now() + interval '15 minutes');
ALTER TABLE sessions ALTER COLUMN access_expires_at SET NOT NULL;
CREATE INDEX sessions_live_by_user ON sessions (user_id) WHERE revoked_at IS NULL;
