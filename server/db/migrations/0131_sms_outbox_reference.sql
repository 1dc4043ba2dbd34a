-- The sandbox SMS provider keeps what a real one is sent: the DLT template id, and the sender's
-- message reference, unique, so a message resent after a crash mid-send is accepted once.
ALTER TABLE sms_outbox ADD COLUMN dlt_template_id varchar(19);
ALTER TABLE sms_outbox ADD COLUMN reference text;
CREATE UNIQUE INDEX sms_outbox_reference_idx ON sms_outbox (reference);
