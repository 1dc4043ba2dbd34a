-- Every create, update and delete of a declared resource, with who made it and which fields
-- went from what to what. Written by the resource store in the same transaction as the change.
CREATE TABLE resource_history (
  id bigserial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  resource text NOT NULL,
  record_id integer NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  version integer NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  changes jsonb NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
-- A record's History tab, and the owner's recent changes across the business (newest first).
CREATE INDEX resource_history_record_idx ON resource_history (business_id, resource, record_id, id);
CREATE INDEX resource_history_business_idx ON resource_history (business_id, id);
