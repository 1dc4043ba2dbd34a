import { sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client";

/**
 * Parties and products are resource-engine tables (r_parties, r_products), written by the generic
 * API as well as by this module. Their read-only columns are kept right by triggers, whoever writes:
 * - a party's to_receive / to_pay = signed opening balance + invoices, bills and payments, recomputed
 *   on every insert or update of the row (after each of its writes this module has the engine's store
 *   touch the row, catalogue.ts refreshParties, which keeps what changed in the party's history);
 * - a product's stock moves by the change of its opening stock (this module adds sale/purchase
 *   quantities through the store itself, catalogue.ts moveStock), and stock_status follows stock and
 *   the low-stock level.
 * Runs after the engine's table sync (server/db/prepare.ts); every statement is idempotent.
 */
const DDL = `
CREATE OR REPLACE FUNCTION sales_party_movement(p_business integer, p_party integer) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT sum(CASE WHEN kind IN ('sale', 'debit', 'sdebit') THEN total_paise - received_paise ELSE received_paise - total_paise END)
                     FROM sales_invoices WHERE business_id = p_business AND party_id = p_party AND cancelled_at IS NULL), 0)
       + coalesce((SELECT sum(CASE WHEN direction = 'out' THEN amount_paise ELSE -amount_paise END)
                     FROM sales_payments WHERE business_id = p_business AND party_id = p_party), 0)
$$;

CREATE OR REPLACE FUNCTION sales_party_balance_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bal bigint;
BEGIN
  bal := (CASE WHEN NEW.opening_type = 'To Pay' THEN -1 ELSE 1 END) * coalesce(NEW.opening_balance, 0)
         + sales_party_movement(NEW.business_id, NEW.id);
  NEW.to_receive := greatest(bal, 0);
  NEW.to_pay := greatest(-bal, 0);
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION sales_product_stock_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.stock := coalesce(NEW.opening_stock, 0);
  ELSE
    NEW.stock := round((coalesce(NEW.stock, 0) + coalesce(NEW.opening_stock, 0) - coalesce(OLD.opening_stock, 0))::numeric, 3);
  END IF;
  NEW.stock_status := CASE
    WHEN NEW.item_type = 'Service' THEN 'Service'
    WHEN NEW.stock <= 0 THEN 'Out of stock'
    WHEN NEW.stock <= coalesce(NEW.low_stock_alert, 0) THEN 'Low stock'
    ELSE 'In stock' END;
  RETURN NEW;
END $$;

-- A party named on documents or payments cannot go: its receivables would vanish from the dashboard
-- while its invoices still show them due. SQLSTATE GA409 leaves the API as a 409 with this message.
CREATE OR REPLACE FUNCTION sales_party_delete_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE docs integer; pays integer;
BEGIN
  SELECT count(*) INTO docs FROM sales_invoices WHERE business_id = OLD.business_id AND party_id = OLD.id;
  SELECT count(*) INTO pays FROM sales_payments WHERE business_id = OLD.business_id AND party_id = OLD.id;
  IF docs > 0 OR pays > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'GA409', MESSAGE = format('%s cannot be deleted: %s', OLD.name, concat_ws(' and ',
      CASE WHEN docs > 0 THEN format('%s invoice(s), bill(s) or note(s)', docs) END,
      CASE WHEN pays > 0 THEN format('%s payment(s)', pays) END) || ' are recorded against this party. Delete those first.');
  END IF;
  RETURN OLD;
END $$;

DROP TRIGGER IF EXISTS sales_party_delete ON r_parties;
CREATE TRIGGER sales_party_delete BEFORE DELETE ON r_parties FOR EACH ROW EXECUTE FUNCTION sales_party_delete_trg();
DROP TRIGGER IF EXISTS sales_party_balance ON r_parties;
CREATE TRIGGER sales_party_balance BEFORE INSERT OR UPDATE ON r_parties FOR EACH ROW EXECUTE FUNCTION sales_party_balance_trg();
DROP TRIGGER IF EXISTS sales_product_stock ON r_products;
CREATE TRIGGER sales_product_stock BEFORE INSERT OR UPDATE ON r_products FOR EACH ROW EXECUTE FUNCTION sales_product_stock_trg();
`;

export async function installSalesTriggers(database: Database): Promise<void> {
  const found = await database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('r_parties', 'r_products')`,
  );
  // Without the engine's tables there is nothing to keep (a build with the sales resources unlisted).
  if (Number(found.rows[0]?.n) !== 2) return;
  await database.exec(`BEGIN; SELECT pg_advisory_xact_lock(7261020);\n${DDL}\nCOMMIT;`);
}
