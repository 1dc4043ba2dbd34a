-- The language the user picked for the console (issue 14): a code of locales/languages.ts, or NULL
-- when they never picked one (the console then follows the browser's language).
ALTER TABLE users ADD COLUMN language text CHECK (language ~ '^[a-z]{2,3}$');
