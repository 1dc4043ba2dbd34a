-- Refresh-token families (RFC 6819 5.2.2.3, the OAuth 2.0 security BCP; issue 22 M1): every refresh
-- token a session has turned over is remembered until the session ends, not only the last one, so any
-- superseded token presented again ends the whole session. Remembering only the previous token let a
-- thief who refreshed twice stay signed in while the owner's replay signed only the owner out.
CREATE TABLE session_refresh_history (
  hash text PRIMARY KEY,
  session_id integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  superseded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX session_refresh_history_session_idx ON session_refresh_history (session_id);
-- The token each live session replaced last is already superseded: it joins its family.
INSERT INTO session_refresh_history (hash, session_id, superseded_at)
  SELECT previous_refresh_hash, id, coalesce(refreshed_at, now()) FROM sessions WHERE previous_refresh_hash IS NOT NULL;
