-- The refresh token turns over on every use (issue 16): the token it replaced is kept (its hash) with
-- the moment it was replaced, so a replayed old token is recognised as stolen and ends the session,
-- while a second tab that sent the same cookie in the same moment is not mistaken for a thief.
ALTER TABLE sessions ADD COLUMN previous_refresh_hash text UNIQUE;
ALTER TABLE sessions ADD COLUMN refreshed_at timestamptz;
