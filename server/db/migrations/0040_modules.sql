-- Modules: parts of the business profile the core table does not hold, and the staff pay settings.
-- Both are one row per business, edited by custom pages (server/modules).

CREATE TABLE business_profile_details (
  business_id integer PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
  about text,
  website text,
  whatsapp varchar(10),
  landmark text,
  opening_time time,
  closing_time time,
  weekly_off varchar(10),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_settings (
  business_id integer PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
  -- How a monthly salary becomes a day's rate: calendar days of the month, or a fixed 30 or 26.
  month_basis varchar(10) NOT NULL DEFAULT 'calendar',
  hours_per_day numeric(4,2) NOT NULL DEFAULT 8,
  weekly_off varchar(10) NOT NULL DEFAULT 'Sunday',
  shift_start time NOT NULL DEFAULT '09:30',
  shift_end time NOT NULL DEFAULT '18:30',
  -- Minutes after shift start before a check-in counts as late.
  late_after_minutes integer NOT NULL DEFAULT 15,
  salary_day integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);
