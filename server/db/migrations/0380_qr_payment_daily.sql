-- The dashboard's QR figures (GET /api/payments/summary: today, this month, the last 7 days) read a
-- rollup of received payments per business and IST day instead of every payment: over a business
-- with a million payments the month's sum read ~250 ms of rows, the rollup at most 31 of them.
-- Kept as 0230_sales_report_rollups.sql keeps the sales rollups: statement triggers with transition
-- tables, in the same transaction as every write of qr_payments, whoever writes (the gateway's
-- webhook, a status change PENDING -> SUCCESS, the demo seed, a benchmark's own SQL, psql). Only
-- SUCCESS payments count. Rows whose sums fall to zero stay: they add nothing.
CREATE TABLE qr_payment_daily (
  business_id integer NOT NULL,
  day date NOT NULL, -- the payment's date in India (Asia/Kolkata)
  payments integer NOT NULL,
  paise bigint NOT NULL,
  PRIMARY KEY (business_id, day)
);

-- Changed rows enter with sign +1 (new) and -1 (old), so an update applies only its net change, in key
-- order (two writers of the same day cannot deadlock on it).
CREATE FUNCTION qr_payment_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_payments'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_payments'
    ELSE 'SELECT 1 AS sign, * FROM new_payments UNION ALL SELECT -1, * FROM old_payments' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO qr_payment_daily AS d (business_id, day, payments, paise)
    SELECT business_id, (created_at AT TIME ZONE 'Asia/Kolkata')::date, sum(sign), sum(sign * amount_paise)
      FROM (%s) c WHERE status = 'SUCCESS' GROUP BY 1, 2
    HAVING (sum(sign), sum(sign * amount_paise)) <> (0, 0)
     ORDER BY 1, 2
    ON CONFLICT (business_id, day) DO UPDATE SET payments = d.payments + excluded.payments, paise = d.paise + excluded.paise$q$, changed);
  RETURN NULL;
END $fn$;

CREATE TRIGGER qr_payment_rollup_ins AFTER INSERT ON qr_payments REFERENCING NEW TABLE AS new_payments
  FOR EACH STATEMENT EXECUTE FUNCTION qr_payment_rollup();
CREATE TRIGGER qr_payment_rollup_upd AFTER UPDATE ON qr_payments REFERENCING OLD TABLE AS old_payments NEW TABLE AS new_payments
  FOR EACH STATEMENT EXECUTE FUNCTION qr_payment_rollup();
CREATE TRIGGER qr_payment_rollup_del AFTER DELETE ON qr_payments REFERENCING OLD TABLE AS old_payments
  FOR EACH STATEMENT EXECUTE FUNCTION qr_payment_rollup();

-- TRUNCATE fires no row or transition triggers: the rollup is emptied with the table.
CREATE FUNCTION qr_payment_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM qr_payment_daily;
  RETURN NULL;
END $fn$;
CREATE TRIGGER qr_payment_rollup_truncate AFTER TRUNCATE ON qr_payments
  FOR EACH STATEMENT EXECUTE FUNCTION qr_payment_rollup_truncate();

INSERT INTO qr_payment_daily
SELECT business_id, (created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*), sum(amount_paise)
  FROM qr_payments WHERE status = 'SUCCESS' GROUP BY 1, 2;

-- The summary is kept in memory per business while its qr_payments counter stands
-- (0350_table_epochs.sql; the route watches "qr_payments"): a payment moves it at commit.
SELECT business_epoch_watch('qr_payments');
