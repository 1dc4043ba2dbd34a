-- A UPI payment booked from a link the shop handed out is claimed once per bank transaction. The
-- claim named a due link's token (DUE<token>); an invoice's own payment link (INV<id>) is claimed the
-- same way, so the column holds the link's reference as the bank returned it (at most 35 characters).
ALTER TABLE sales_due_link_payments RENAME TO sales_link_payments;
ALTER TABLE sales_link_payments RENAME COLUMN token TO reference;
ALTER TABLE sales_link_payments ALTER COLUMN reference TYPE varchar(35);
UPDATE sales_link_payments SET reference = 'DUE' || reference WHERE reference NOT LIKE 'DUE%';
