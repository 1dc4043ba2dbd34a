-- A per-business change counter, so a server process may reuse an answer it computed (a list page,
-- the plans, the wallet balance) until the business's data changes, on PostgreSQL as on PGlite,
-- whoever writes: the engine, the sales code, another server process, psql. The gate's one
-- statement (server/http/authorize.ts) reads the counter with the session and the membership;
-- an answer remembered at counter n is handed out only while the counter is still n.
--
-- The counter moves in the same transaction as the write (a trigger), so no snapshot can see the
-- write without the move or the move without the write. It moves at COMMIT (a deferred constraint
-- trigger), once per business per transaction: the row lock on the counter is held only from the
-- commit's start to its end, after every other lock the transaction takes, so writers to one
-- business do not queue behind each other's whole transactions, and no lock ordering can deadlock
-- on it (a transaction touching two businesses takes their counters in the order it wrote them;
-- nothing here writes two businesses).
--
-- Watched: the tables whose answers are reused (the engine's r_* tables, watched by the schema sync
-- at start; subscriptions; wallet_balances, which the ledger's triggers keep). A new reused answer
-- must watch the tables it reads: SELECT business_epoch_watch('table').
-- Not seen: writes with triggers disabled (session_replication_role = replica, ALTER TABLE …
-- DISABLE TRIGGER): a restore or a logical replica must restart the servers reading it.
CREATE TABLE business_epochs (
  business_id integer PRIMARY KEY,
  n bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION business_epoch_move(b integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Once per business per transaction: the setting is local to the transaction (and undone with a
  -- rolled-back savepoint, as the move is).
  IF b IS NULL OR current_setting('galla_epoch.b' || b, true) = 'moved' THEN RETURN; END IF;
  PERFORM set_config('galla_epoch.b' || b, 'moved', true);
  INSERT INTO business_epochs AS e (business_id, n) VALUES (b, 1)
  ON CONFLICT (business_id) DO UPDATE SET n = e.n + 1;
END $$;

CREATE FUNCTION business_epoch_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM business_epoch_move(OLD.business_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM business_epoch_move(NEW.business_id); END IF;
  RETURN NULL;
END $$;

-- TRUNCATE fires no row triggers: every business's answers are dropped.
CREATE FUNCTION business_epoch_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE business_epochs SET n = n + 1;
  RETURN NULL;
END $$;

-- Watches a table with a business_id column (idempotent: the schema sync calls it on every r_* table).
CREATE FUNCTION business_epoch_watch(t regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = t AND tgname = 'business_epoch_bump') THEN
    EXECUTE format('CREATE CONSTRAINT TRIGGER business_epoch_bump AFTER INSERT OR UPDATE OR DELETE ON %s DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION business_epoch_bump()', t);
    EXECUTE format('CREATE TRIGGER business_epoch_bump_all AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION business_epoch_bump_all()', t);
  END IF;
END $$;

SELECT business_epoch_watch('subscriptions');
SELECT business_epoch_watch('wallet_balances');
SELECT business_epoch_watch(c.oid::regclass)
  FROM pg_class c
 WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace AND c.relname LIKE 'r\_%'
   AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'business_id' AND NOT a.attisdropped);
