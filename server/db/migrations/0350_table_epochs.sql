-- A change counter per business AND table, beside the per-business one of 0240_business_epochs.sql,
-- so a write to one resource (an invoice) no longer drops the kept pages of another (the staff list).
-- The gate's statement (server/http/authorize.ts) reads, for an engine route, the sum of the counters
-- of the resource's table and of the tables its relations label rows from (server/engine/page-cache.ts):
-- counters only grow, so the sum moves whenever any of them does, and a page kept at one sum is the
-- truth while the sum stands.
--
-- Moved by the same deferred trigger as the business counter (business_epoch_bump, on every watched
-- table), so every writer is seen: the engine's store, the sales module's raw UPDATEs of r_products and
-- r_parties and their triggers, imports, deletes, history restores, psql. Once per business and table
-- per transaction, at commit. What 0240 says about writes with triggers disabled holds here too.
CREATE TABLE business_table_epochs (
  business_id integer NOT NULL,
  tbl text NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, tbl)
);

CREATE FUNCTION business_table_epoch_move(b integer, t text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF b IS NULL OR current_setting('galla_epoch.t' || b || '_' || t, true) = 'moved' THEN RETURN; END IF;
  PERFORM set_config('galla_epoch.t' || b || '_' || t, 'moved', true);
  INSERT INTO business_table_epochs AS e (business_id, tbl, n) VALUES (b, t, 1)
  ON CONFLICT (business_id, tbl) DO UPDATE SET n = e.n + 1;
END $$;

-- The trigger function every watched table already runs: it now moves the table's counter too.
CREATE OR REPLACE FUNCTION business_epoch_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM business_epoch_move(OLD.business_id);
    PERFORM business_table_epoch_move(OLD.business_id, TG_TABLE_NAME);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM business_epoch_move(NEW.business_id);
    PERFORM business_table_epoch_move(NEW.business_id, TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;

-- TRUNCATE fires no row triggers: every business's counter of that table moves (a business without
-- one yet gets one, so a page kept at sum 0 is dropped too).
CREATE OR REPLACE FUNCTION business_epoch_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE business_epochs SET n = n + 1;
  INSERT INTO business_table_epochs AS e (business_id, tbl, n)
  SELECT business_id, TG_TABLE_NAME, 1 FROM business_epochs
  ON CONFLICT (business_id, tbl) DO UPDATE SET n = e.n + 1;
  RETURN NULL;
END $$;
