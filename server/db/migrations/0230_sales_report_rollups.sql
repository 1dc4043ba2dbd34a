-- The sales report and P&L over a big book (issue 15: 1M invoices within 300 ms) read small rollups
-- instead of every invoice: sums per day for the totals, the days and the months; per GST rate and
-- day for the tax breakup; per month for the top parties and products (the cut months at either end
-- of a range are read from the invoices and sales_line_daily, server/sales/month-range.ts).
-- Statement triggers keep them in the same transaction as every write of invoices, notes and their
-- lines, whoever writes (the API, the bulk loader, a benchmark's own SQL); only documents that count
-- (not cancelled) are summed. Rows whose sums fall to zero stay: they add nothing.

CREATE TABLE sales_doc_daily (
  business_id integer NOT NULL,
  kind varchar(8) NOT NULL,
  doc_date date NOT NULL,
  docs integer NOT NULL,
  taxable_paise bigint NOT NULL,
  cgst_paise bigint NOT NULL,
  sgst_paise bigint NOT NULL,
  igst_paise bigint NOT NULL,
  total_paise bigint NOT NULL,
  paid_paise bigint NOT NULL,
  cost_paise bigint NOT NULL,
  PRIMARY KEY (business_id, kind, doc_date)
);

CREATE TABLE sales_party_monthly (
  business_id integer NOT NULL,
  kind varchar(8) NOT NULL,
  month date NOT NULL, -- the first of the month
  party_id integer NOT NULL, -- 0: cash documents without a party
  docs integer NOT NULL,
  taxable_paise bigint NOT NULL,
  total_paise bigint NOT NULL,
  cost_paise bigint NOT NULL,
  PRIMARY KEY (business_id, kind, month, party_id)
);

CREATE TABLE sales_rate_daily (
  business_id integer NOT NULL,
  kind varchar(8) NOT NULL,
  doc_date date NOT NULL,
  gst_rate integer NOT NULL,
  inter_state boolean NOT NULL,
  lines integer NOT NULL,
  taxable_paise bigint NOT NULL,
  tax_paise bigint NOT NULL,
  PRIMARY KEY (business_id, kind, doc_date, gst_rate, inter_state)
);

CREATE TABLE sales_product_monthly (
  business_id integer NOT NULL,
  kind varchar(8) NOT NULL,
  month date NOT NULL,
  product_id integer NOT NULL, -- 0: items typed in, not from the catalogue
  lines integer NOT NULL,
  qty numeric(18,3) NOT NULL,
  taxable_paise bigint NOT NULL,
  total_paise bigint NOT NULL,
  PRIMARY KEY (business_id, kind, month, product_id)
);

-- One function per base table for INSERT, UPDATE and DELETE: the changed rows enter with sign +1
-- (new) and -1 (old), so an update applies only its net change, keys in order (no deadlock between
-- two writers of the same days), and rows whose change nets to nothing (a paid amount on a bill, a
-- note edited) write nothing.
CREATE FUNCTION sales_doc_rollups() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_docs'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_docs'
    ELSE 'SELECT 1 AS sign, * FROM new_docs UNION ALL SELECT -1, * FROM old_docs' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO sales_doc_daily AS d (business_id, kind, doc_date, docs, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, paid_paise, cost_paise)
    SELECT business_id, kind, doc_date, sum(sign), sum(sign * taxable_paise), sum(sign * cgst_paise), sum(sign * sgst_paise),
           sum(sign * igst_paise), sum(sign * total_paise), sum(sign * paid_paise), sum(sign * cost_paise)
      FROM (%s) c WHERE cancelled_at IS NULL GROUP BY 1, 2, 3
    HAVING (sum(sign), sum(sign * taxable_paise), sum(sign * cgst_paise), sum(sign * sgst_paise), sum(sign * igst_paise),
            sum(sign * total_paise), sum(sign * paid_paise), sum(sign * cost_paise)) <> (0, 0, 0, 0, 0, 0, 0, 0)
     ORDER BY 1, 2, 3
    ON CONFLICT (business_id, kind, doc_date) DO UPDATE SET docs = d.docs + excluded.docs,
      taxable_paise = d.taxable_paise + excluded.taxable_paise, cgst_paise = d.cgst_paise + excluded.cgst_paise,
      sgst_paise = d.sgst_paise + excluded.sgst_paise, igst_paise = d.igst_paise + excluded.igst_paise,
      total_paise = d.total_paise + excluded.total_paise, paid_paise = d.paid_paise + excluded.paid_paise,
      cost_paise = d.cost_paise + excluded.cost_paise$q$, changed);
  EXECUTE format($q$
    INSERT INTO sales_party_monthly AS d (business_id, kind, month, party_id, docs, taxable_paise, total_paise, cost_paise)
    SELECT business_id, kind, date_trunc('month', doc_date)::date, coalesce(party_id, 0), sum(sign), sum(sign * taxable_paise),
           sum(sign * total_paise), sum(sign * cost_paise)
      FROM (%s) c WHERE cancelled_at IS NULL GROUP BY 1, 2, 3, 4
    HAVING (sum(sign), sum(sign * taxable_paise), sum(sign * total_paise), sum(sign * cost_paise)) <> (0, 0, 0, 0)
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (business_id, kind, month, party_id) DO UPDATE SET docs = d.docs + excluded.docs,
      taxable_paise = d.taxable_paise + excluded.taxable_paise, total_paise = d.total_paise + excluded.total_paise,
      cost_paise = d.cost_paise + excluded.cost_paise$q$, changed);
  RETURN NULL;
END $fn$;

CREATE FUNCTION sales_line_rollups() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_lines'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_lines'
    ELSE 'SELECT 1 AS sign, * FROM new_lines UNION ALL SELECT -1, * FROM old_lines' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO sales_rate_daily AS d (business_id, kind, doc_date, gst_rate, inter_state, lines, taxable_paise, tax_paise)
    SELECT business_id, kind, doc_date, gst_rate, inter_state, sum(sign), sum(sign * taxable_paise), sum(sign * tax_paise)
      FROM (%s) c WHERE NOT cancelled GROUP BY 1, 2, 3, 4, 5
    HAVING (sum(sign), sum(sign * taxable_paise), sum(sign * tax_paise)) <> (0, 0, 0)
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (business_id, kind, doc_date, gst_rate, inter_state) DO UPDATE SET lines = d.lines + excluded.lines,
      taxable_paise = d.taxable_paise + excluded.taxable_paise, tax_paise = d.tax_paise + excluded.tax_paise$q$, changed);
  EXECUTE format($q$
    INSERT INTO sales_product_monthly AS d (business_id, kind, month, product_id, lines, qty, taxable_paise, total_paise)
    SELECT business_id, kind, date_trunc('month', doc_date)::date, coalesce(product_id, 0), sum(sign), sum(sign * qty),
           sum(sign * taxable_paise), sum(sign * total_paise)
      FROM (%s) c WHERE NOT cancelled GROUP BY 1, 2, 3, 4
    HAVING (sum(sign), sum(sign * qty), sum(sign * taxable_paise), sum(sign * total_paise)) <> (0, 0, 0, 0)
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (business_id, kind, month, product_id) DO UPDATE SET lines = d.lines + excluded.lines,
      qty = d.qty + excluded.qty, taxable_paise = d.taxable_paise + excluded.taxable_paise,
      total_paise = d.total_paise + excluded.total_paise$q$, changed);
  RETURN NULL;
END $fn$;

CREATE TRIGGER sales_doc_rollups_ins AFTER INSERT ON sales_invoices REFERENCING NEW TABLE AS new_docs
  FOR EACH STATEMENT EXECUTE FUNCTION sales_doc_rollups();
CREATE TRIGGER sales_doc_rollups_upd AFTER UPDATE ON sales_invoices REFERENCING OLD TABLE AS old_docs NEW TABLE AS new_docs
  FOR EACH STATEMENT EXECUTE FUNCTION sales_doc_rollups();
CREATE TRIGGER sales_doc_rollups_del AFTER DELETE ON sales_invoices REFERENCING OLD TABLE AS old_docs
  FOR EACH STATEMENT EXECUTE FUNCTION sales_doc_rollups();
CREATE TRIGGER sales_line_rollups_ins AFTER INSERT ON sales_invoice_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION sales_line_rollups();
CREATE TRIGGER sales_line_rollups_upd AFTER UPDATE ON sales_invoice_lines REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION sales_line_rollups();
CREATE TRIGGER sales_line_rollups_del AFTER DELETE ON sales_invoice_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION sales_line_rollups();

INSERT INTO sales_doc_daily
SELECT business_id, kind, doc_date, count(*), sum(taxable_paise), sum(cgst_paise), sum(sgst_paise), sum(igst_paise), sum(total_paise), sum(paid_paise), sum(cost_paise)
  FROM sales_invoices WHERE cancelled_at IS NULL GROUP BY 1, 2, 3;
INSERT INTO sales_party_monthly
SELECT business_id, kind, date_trunc('month', doc_date)::date, coalesce(party_id, 0), count(*), sum(taxable_paise), sum(total_paise), sum(cost_paise)
  FROM sales_invoices WHERE cancelled_at IS NULL GROUP BY 1, 2, 3, 4;
INSERT INTO sales_rate_daily
SELECT business_id, kind, doc_date, gst_rate, inter_state, count(*), sum(taxable_paise), sum(tax_paise)
  FROM sales_invoice_lines WHERE NOT cancelled GROUP BY 1, 2, 3, 4, 5;
INSERT INTO sales_product_monthly
SELECT business_id, kind, date_trunc('month', doc_date)::date, coalesce(product_id, 0), count(*), sum(qty), sum(taxable_paise), sum(total_paise)
  FROM sales_invoice_lines WHERE NOT cancelled GROUP BY 1, 2, 3, 4;
