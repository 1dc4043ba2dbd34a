-- GST books a shop can file from (issue 13): cancelled invoices kept but out of every total, the
-- reverse-charge statement (CGST rule 46(p)), credit/debit notes in the same table, the split of tax
-- into CGST+SGST or IGST per rate in the daily rollup, and the owner's period locks.

-- A cancelled invoice keeps its number (rule 46 serial numbers have no gaps) but leaves every total.
ALTER TABLE sales_invoices ADD COLUMN cancelled_at timestamptz;
ALTER TABLE sales_invoices ADD COLUMN cancelled_by integer;
ALTER TABLE sales_invoices ADD COLUMN reverse_charge boolean NOT NULL DEFAULT false;
-- Credit notes (sales returns) and debit notes (purchase returns) point at the document they reverse.
ALTER TABLE sales_invoices ADD COLUMN original_id bigint REFERENCES sales_invoices(id) ON DELETE RESTRICT;
ALTER TABLE sales_invoices DROP CONSTRAINT sales_invoices_kind_check;
ALTER TABLE sales_invoices ADD CONSTRAINT sales_invoices_kind_check CHECK (kind IN ('sale', 'purchase', 'credit', 'debit'));
CREATE UNIQUE INDEX sales_invoices_note_number_uniq ON sales_invoices (business_id, kind, fy, number) WHERE kind IN ('credit', 'debit');

ALTER TABLE sales_invoice_lines ADD COLUMN inter_state boolean NOT NULL DEFAULT false;
ALTER TABLE sales_invoice_lines ADD COLUMN cancelled boolean NOT NULL DEFAULT false;

-- The rollup learns whether tax was IGST or CGST+SGST, and skips cancelled lines.
ALTER TABLE sales_line_daily ADD COLUMN inter_state boolean NOT NULL DEFAULT false;
ALTER TABLE sales_line_daily DROP CONSTRAINT sales_line_daily_pkey;
ALTER TABLE sales_line_daily ADD PRIMARY KEY (business_id, kind, doc_date, product_id, gst_rate, inter_state);

CREATE OR REPLACE FUNCTION sales_line_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_line_daily AS d (business_id, kind, doc_date, product_id, gst_rate, inter_state, lines, qty, taxable_paise, tax_paise, total_paise, cost_paise)
  SELECT business_id, kind, doc_date, coalesce(product_id, 0), gst_rate, inter_state, count(*), sum(qty), sum(taxable_paise), sum(tax_paise), sum(total_paise), sum(cost_paise)
    FROM new_lines WHERE NOT cancelled GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (business_id, kind, doc_date, product_id, gst_rate, inter_state) DO UPDATE SET
    lines = d.lines + excluded.lines, qty = d.qty + excluded.qty, taxable_paise = d.taxable_paise + excluded.taxable_paise,
    tax_paise = d.tax_paise + excluded.tax_paise, total_paise = d.total_paise + excluded.total_paise, cost_paise = d.cost_paise + excluded.cost_paise;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION sales_line_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_line_daily d SET lines = d.lines - o.lines, qty = d.qty - o.qty, taxable_paise = d.taxable_paise - o.taxable_paise,
      tax_paise = d.tax_paise - o.tax_paise, total_paise = d.total_paise - o.total_paise, cost_paise = d.cost_paise - o.cost_paise
    FROM (SELECT business_id, kind, doc_date, coalesce(product_id, 0) AS product_id, gst_rate, inter_state, count(*) AS lines, sum(qty) AS qty,
                 sum(taxable_paise) AS taxable_paise, sum(tax_paise) AS tax_paise, sum(total_paise) AS total_paise, sum(cost_paise) AS cost_paise
            FROM old_lines WHERE NOT cancelled GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6) o
   WHERE d.business_id = o.business_id AND d.kind = o.kind AND d.doc_date = o.doc_date AND d.product_id = o.product_id
     AND d.gst_rate = o.gst_rate AND d.inter_state = o.inter_state;
  DELETE FROM sales_line_daily d USING (SELECT DISTINCT business_id, kind, doc_date FROM old_lines) o
   WHERE d.business_id = o.business_id AND d.kind = o.kind AND d.doc_date = o.doc_date AND d.lines = 0;
  RETURN NULL;
END $$;

UPDATE sales_invoice_lines l SET inter_state = (i.place_of_supply <> i.supplier_state) FROM sales_invoices i WHERE i.id = l.invoice_id;
TRUNCATE sales_line_daily;
INSERT INTO sales_line_daily (business_id, kind, doc_date, product_id, gst_rate, inter_state, lines, qty, taxable_paise, tax_paise, total_paise, cost_paise)
SELECT business_id, kind, doc_date, coalesce(product_id, 0), gst_rate, inter_state, count(*), sum(qty), sum(taxable_paise), sum(tax_paise), sum(total_paise), sum(cost_paise)
  FROM sales_invoice_lines WHERE NOT cancelled GROUP BY 1, 2, 3, 4, 5, 6;

-- A month the owner has filed: no write dated in it. Unlocking is allowed but leaves a record.
CREATE TABLE sales_period_locks (
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  period char(7) NOT NULL, -- YYYY-MM
  locked_at timestamptz NOT NULL DEFAULT now(),
  locked_by integer NOT NULL,
  PRIMARY KEY (business_id, period)
);
CREATE TABLE sales_period_lock_events (
  id bigserial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  period char(7) NOT NULL,
  action varchar(8) NOT NULL CHECK (action IN ('lock', 'unlock')),
  user_id integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_period_lock_events_idx ON sales_period_lock_events (business_id, period, at);
