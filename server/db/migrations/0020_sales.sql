-- Sales and purchase: invoices and bills (one table, `kind`), their lines, payments in and out with
-- their allocations to invoices/bills, the per-business settings and the invoice number counters.
-- Parties and products are resource-engine tables (r_parties, r_products); their ids are referenced
-- here without foreign keys because the engine creates those tables after the migrations run.

CREATE TABLE sales_settings (
  business_id integer PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
  invoice_prefix varchar(10) NOT NULL DEFAULT 'INV-',
  default_gst_rate integer NOT NULL DEFAULT 18,
  state_code varchar(2),
  terms text NOT NULL DEFAULT '',
  print_format varchar(8) NOT NULL DEFAULT 'A4',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per business and financial year (by its starting year). Taking a number is
-- "UPDATE ... SET next_number = next_number + 1 RETURNING": the row lock serialises concurrent saves.
CREATE TABLE sales_counters (
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  fy integer NOT NULL,
  next_number integer NOT NULL,
  PRIMARY KEY (business_id, fy)
);

CREATE TABLE sales_invoices (
  id bigserial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  kind varchar(8) NOT NULL CHECK (kind IN ('sale', 'purchase')),
  number varchar(16) NOT NULL,
  fy integer NOT NULL,
  seq integer,
  doc_date date NOT NULL,
  payment_type varchar(8) NOT NULL CHECK (payment_type IN ('cash', 'credit')),
  party_id integer,
  party_name text NOT NULL,
  party_phone varchar(10),
  party_gstin varchar(15),
  party_address text,
  place_of_supply varchar(2) NOT NULL,
  supplier_state varchar(2) NOT NULL,
  gross_paise bigint NOT NULL,
  discount_paise bigint NOT NULL,
  taxable_paise bigint NOT NULL,
  cgst_paise bigint NOT NULL,
  sgst_paise bigint NOT NULL,
  igst_paise bigint NOT NULL,
  round_off_paise integer NOT NULL,
  total_paise bigint NOT NULL,
  cost_paise bigint NOT NULL DEFAULT 0,
  -- Paid on the invoice itself (cash sale, "amount received"); later payments come as allocations.
  received_paise bigint NOT NULL DEFAULT 0,
  -- received_paise plus allocations: balance due is total_paise - paid_paise.
  paid_paise bigint NOT NULL DEFAULT 0,
  payment_mode varchar(8) NOT NULL DEFAULT 'cash',
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- CGST rule 46: a sale invoice number is unique within the financial year. The counter hands them out;
-- this is the backstop against a hand-set next number that collides.
CREATE UNIQUE INDEX sales_invoices_number_uniq ON sales_invoices (business_id, fy, number) WHERE kind = 'sale';
-- Lists, reports and the dashboard: one business, one kind, a date range. INCLUDE lets the totals
-- come from the index alone.
CREATE INDEX sales_invoices_date_idx ON sales_invoices (business_id, kind, doc_date, id)
  INCLUDE (total_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise, paid_paise, cost_paise, party_id);
CREATE INDEX sales_invoices_party_idx ON sales_invoices (business_id, party_id, doc_date)
  INCLUDE (kind, total_paise, received_paise, paid_paise);

CREATE TABLE sales_invoice_lines (
  id bigserial PRIMARY KEY,
  business_id integer NOT NULL,
  invoice_id bigint NOT NULL REFERENCES sales_invoices(id) ON DELETE CASCADE,
  kind varchar(8) NOT NULL,
  doc_date date NOT NULL,
  position integer NOT NULL,
  product_id integer,
  name text NOT NULL,
  hsn varchar(8) NOT NULL DEFAULT '',
  qty numeric(14,3) NOT NULL,
  unit varchar(8) NOT NULL DEFAULT 'PCS',
  rate_paise bigint NOT NULL,
  discount_paise bigint NOT NULL,
  gst_rate integer NOT NULL,
  taxable_paise bigint NOT NULL,
  tax_paise bigint NOT NULL,
  total_paise bigint NOT NULL,
  -- Cost of goods sold for a sale line: qty × the product's purchase rate when the sale was saved.
  cost_paise bigint NOT NULL DEFAULT 0
);
CREATE INDEX sales_invoice_lines_invoice_idx ON sales_invoice_lines (invoice_id, position);
-- The sales/purchase reports by product and HSN over a date range (benchmark: 1M lines under 1 s).
CREATE INDEX sales_invoice_lines_date_idx ON sales_invoice_lines (business_id, kind, doc_date)
  INCLUDE (product_id, qty, taxable_paise, tax_paise, total_paise, cost_paise);
-- Stock resync for one product.
CREATE INDEX sales_invoice_lines_product_idx ON sales_invoice_lines (business_id, product_id) INCLUDE (kind, qty);

CREATE TABLE sales_payments (
  id bigserial PRIMARY KEY,
  business_id integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  direction varchar(3) NOT NULL CHECK (direction IN ('in', 'out')),
  party_id integer NOT NULL,
  pay_date date NOT NULL,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  mode varchar(8) NOT NULL CHECK (mode IN ('cash', 'upi', 'bank', 'cheque')),
  reference text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_payments_date_idx ON sales_payments (business_id, direction, pay_date, id);
CREATE INDEX sales_payments_party_idx ON sales_payments (business_id, party_id, pay_date) INCLUDE (direction, amount_paise);

CREATE TABLE sales_allocations (
  payment_id bigint NOT NULL REFERENCES sales_payments(id) ON DELETE CASCADE,
  invoice_id bigint NOT NULL REFERENCES sales_invoices(id) ON DELETE CASCADE,
  business_id integer NOT NULL,
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  PRIMARY KEY (payment_id, invoice_id)
);
CREATE INDEX sales_allocations_invoice_idx ON sales_allocations (invoice_id);
