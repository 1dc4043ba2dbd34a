-- Line totals per business, kind, day, product and GST rate. The report's "top products" and "GST by
-- rate" read this (at most days × products rows) instead of every invoice line: 1M lines stay fast.
-- Statement triggers keep it in step with sales_invoice_lines whoever writes the lines (the API, the
-- bulk loader, a benchmark's own SQL); cascaded deletes of invoices fire them too.
CREATE TABLE sales_line_daily (
  business_id integer NOT NULL,
  kind varchar(8) NOT NULL,
  doc_date date NOT NULL,
  product_id integer NOT NULL, -- 0: items typed in, not from the catalogue
  gst_rate integer NOT NULL,
  lines integer NOT NULL,
  qty numeric(18,3) NOT NULL,
  taxable_paise bigint NOT NULL,
  tax_paise bigint NOT NULL,
  total_paise bigint NOT NULL,
  cost_paise bigint NOT NULL,
  PRIMARY KEY (business_id, kind, doc_date, product_id, gst_rate)
);

CREATE FUNCTION sales_line_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_line_daily AS d (business_id, kind, doc_date, product_id, gst_rate, lines, qty, taxable_paise, tax_paise, total_paise, cost_paise)
  SELECT business_id, kind, doc_date, coalesce(product_id, 0), gst_rate, count(*), sum(qty), sum(taxable_paise), sum(tax_paise), sum(total_paise), sum(cost_paise)
    FROM new_lines GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (business_id, kind, doc_date, product_id, gst_rate) DO UPDATE SET
    lines = d.lines + excluded.lines, qty = d.qty + excluded.qty, taxable_paise = d.taxable_paise + excluded.taxable_paise,
    tax_paise = d.tax_paise + excluded.tax_paise, total_paise = d.total_paise + excluded.total_paise, cost_paise = d.cost_paise + excluded.cost_paise;
  RETURN NULL;
END $$;

CREATE FUNCTION sales_line_daily_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_line_daily d SET lines = d.lines - o.lines, qty = d.qty - o.qty, taxable_paise = d.taxable_paise - o.taxable_paise,
      tax_paise = d.tax_paise - o.tax_paise, total_paise = d.total_paise - o.total_paise, cost_paise = d.cost_paise - o.cost_paise
    FROM (SELECT business_id, kind, doc_date, coalesce(product_id, 0) AS product_id, gst_rate, count(*) AS lines, sum(qty) AS qty,
                 sum(taxable_paise) AS taxable_paise, sum(tax_paise) AS tax_paise, sum(total_paise) AS total_paise, sum(cost_paise) AS cost_paise
            FROM old_lines GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5) o
   WHERE d.business_id = o.business_id AND d.kind = o.kind AND d.doc_date = o.doc_date AND d.product_id = o.product_id AND d.gst_rate = o.gst_rate;
  DELETE FROM sales_line_daily d USING (SELECT DISTINCT business_id, kind, doc_date FROM old_lines) o
   WHERE d.business_id = o.business_id AND d.kind = o.kind AND d.doc_date = o.doc_date AND d.lines = 0;
  RETURN NULL;
END $$;

CREATE TRIGGER sales_line_daily_ins AFTER INSERT ON sales_invoice_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION sales_line_daily_add();
CREATE TRIGGER sales_line_daily_del AFTER DELETE ON sales_invoice_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION sales_line_daily_remove();
-- Lines are replaced, never updated, by the sales module; an UPDATE by hand is undone and redone.
CREATE TRIGGER sales_line_daily_upd_old AFTER UPDATE ON sales_invoice_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION sales_line_daily_remove();
CREATE TRIGGER sales_line_daily_upd_new AFTER UPDATE ON sales_invoice_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION sales_line_daily_add();

INSERT INTO sales_line_daily (business_id, kind, doc_date, product_id, gst_rate, lines, qty, taxable_paise, tax_paise, total_paise, cost_paise)
SELECT business_id, kind, doc_date, coalesce(product_id, 0), gst_rate, count(*), sum(qty), sum(taxable_paise), sum(tax_paise), sum(total_paise), sum(cost_paise)
  FROM sales_invoice_lines GROUP BY 1, 2, 3, 4, 5;
