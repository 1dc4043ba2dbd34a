-- Live calendars (issue 28): every create, update and delete of a resource that declares a calendar
-- (appointments, hotel bookings) writes one row here in the change's own transaction, with a
-- NOTIFY galla_records '<business_id>:<id>' beside it, delivered only if the change commits. Each
-- server process LISTENs and tells the business's open calendars of that resource (GET
-- /api/live/records) which record changed; they read it again through the resource API, so the event
-- carries no customer data and the reader's access to the rows is the API's. The id is the stream's
-- event id: a calendar that reconnects asks for what came after the last one it saw.
CREATE TABLE record_events (
  id bigserial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  resource varchar(64) NOT NULL,
  record_id integer NOT NULL,
  action varchar(8) NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX record_events_business_idx ON record_events (business_id, id);
