-- Online booking on a business's public page (issue 28).
--
-- A booking's code is an OTP like the sign-in code (the same table, locks and five tries) under its own
-- purpose, so a booking code never signs anyone in and its limits count apart from sign-in's.
ALTER TABLE otp_codes ADD COLUMN purpose varchar(16) NOT NULL DEFAULT 'signin';
CREATE INDEX otp_codes_purpose_mobile ON otp_codes (purpose, mobile, created_at);
CREATE INDEX otp_codes_purpose_ip ON otp_codes (purpose, ip, created_at);

-- One row per booking made on the public page: the customer's manage link (token, 128 random bits,
-- kept as made so the reminder can repeat the link) and what the page's limits count (per number, per
-- address, per business a day). The appointment itself is an r_appointments row, made through the store.
CREATE TABLE online_bookings (
  id serial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id),
  appointment_id integer NOT NULL,
  mobile varchar(10) NOT NULL,
  ip text NOT NULL,
  token varchar(32) NOT NULL UNIQUE,
  language varchar(8) NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX online_bookings_business_day ON online_bookings (business_id, created_at);
CREATE INDEX online_bookings_mobile_day ON online_bookings (mobile, created_at);
CREATE INDEX online_bookings_ip_day ON online_bookings (ip, created_at);
CREATE INDEX online_bookings_appointment ON online_bookings (appointment_id);

-- The reminder SMS of an appointment, claimed once (the primary key) by whichever sweep gets there first,
-- in the transaction that queues (and charges) the SMS.
CREATE TABLE appointment_reminders (
  appointment_id integer PRIMARY KEY,
  business_id integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
