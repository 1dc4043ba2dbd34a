import { eq, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { subscriptions, users } from "../../server/db/schema";
import { createBusiness } from "../../server/business/create";
import { columnsOf, rows, tableExists } from "./databases";
import { invoiceDataset } from "./invoices-data";
import { overBusinesses, pick, type Dataset } from "./dataset";

export type { Dataset };

/**
 * Big, believable data for one business among many, generated inside the database:
 * `INSERT … SELECT … FROM generate_series(a, b)` sends one short statement per chunk instead of
 * the rows themselves, so it is as fast as COPY on PostgreSQL and far faster than shipping rows
 * into PGlite's WASM heap. Values are spread with hashint4 (deterministic pseudo-random), so a
 * rerun produces the same data. Every dataset can grow: rows [from, to) are added, which lets the
 * bench measure at 10k, then top up to 100k and 1M without starting over.
 */

const arr = (values: string[]) => `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}])`;

export const FIRST_NAMES = ["Aarav", "Vivaan", "Aditya", "Priya", "Ananya", "Rohan", "Sneha", "Kavya", "Arjun", "Ishaan", "Meera", "Pooja", "Rahul", "Neha", "Suresh", "Lakshmi", "Imran", "Fatima", "Gurpreet", "Harpreet", "Vikram", "Deepa", "Manoj", "Sunita", "Ravi", "Anjali", "Karthik", "Divya", "Sanjay", "Nisha"];
export const LAST_NAMES = ["Sharma", "Verma", "Patel", "Iyer", "Reddy", "Nair", "Khan", "Singh", "Gupta", "Mehta", "Joshi", "Kulkarni", "Das", "Banerjee", "Rao", "Pillai", "Chauhan", "Yadav", "Shaikh", "Desai"];
const DESIGNATIONS = ["Cashier", "Sales Associate", "Helper", "Delivery", "Accountant", "Store Manager", "Stylist", "Receptionist", "Cook", "Housekeeping"];
const BANKS = ["okhdfcbank", "okaxis", "oksbi", "okicici", "ybl", "paytm"];

/** Days back from today a row's date falls on: spread over five years, more of them recent. */
const daysBack = (g: string, salt: number) => `(${pick(g, salt, 1826)} * ${pick(g, salt + 1, 1826)} / 1826)`;

/** Staff records through the engine's table (r_staff), columns as the declaration names them. */
export const staffDataset: Dataset = {
  name: "staff",
  tables: ["r_staff"],
  available: (database) => tableExists(database, "r_staff"),
  async insert(database, businessIds, from, to) {
    const cols = await columnsOf(database, "r_staff");
    const values: Record<string, string> = {
      business_id: `b`,
      full_name: `${arr(FIRST_NAMES)}[1 + ${pick("g", 11, FIRST_NAMES.length)}] || ' ' || ${arr(LAST_NAMES)}[1 + ${pick("g", 12, LAST_NAMES.length)}]`,
      phone: `(6000000000 + g)::text`,
      email: `'staff' || g || '@example.in'`,
      designation: `${arr(DESIGNATIONS)}[1 + ${pick("g", 13, DESIGNATIONS.length)}]`,
      joining_date: `current_date - ${daysBack("g", 14)}::int`,
      salary_type: `(ARRAY['monthly','monthly','monthly','daily','hourly'])[1 + ${pick("g", 16, 5)}]`,
      salary: `(8000 + ${pick("g", 17, 40000)}) * 100`,
      status: `(ARRAY['active','active','active','active','active','active','active','active','on_leave','left'])[1 + ${pick("g", 18, 10)}]`,
      gender: `(ARRAY['Female','Male','Other'])[1 + ${pick("g", 19, 3)}]`,
      created_at: `now() - (${daysBack("g", 14)} || ' days')::interval`,
      updated_at: `now()`,
    };
    const used = Object.keys(values).filter((c) => cols.has(c));
    await database.exec(
      `INSERT INTO r_staff (${used.join(", ")}) SELECT ${used.map((c) => values[c]).join(", ")} FROM ${overBusinesses(businessIds)} generate_series(${from}, ${to - 1}) g`,
    );
  },
};

/** Wallet ledger credits (top-ups), each with its unique reference, as the wallet would post them. */
export const ledgerDataset: Dataset = {
  name: "wallet ledger",
  tables: ["wallet_ledger"],
  available: (database) => tableExists(database, "wallet_ledger"),
  async insert(database, businessIds, from, to) {
    await database.exec(
      `INSERT INTO wallet_ledger (business_id, amount_paise, kind, reference, note, created_at)
       SELECT b, (100 + ${pick("g", 21, 4900)}) * 100, 'topup', 'bench:' || b || ':' || g, 'UPI top-up',
              now() - (${daysBack("g", 22)} || ' days')::interval
       FROM ${overBusinesses(businessIds)} generate_series(${from}, ${to - 1}) g`,
    );
  },
};

/** Payments customers made to the business QR (wallet issue's qr_payments). */
export const qrPaymentsDataset: Dataset = {
  name: "QR payments",
  tables: ["qr_payments"],
  available: (database) => tableExists(database, "qr_payments"),
  async insert(database, businessIds, from, to) {
    await database.exec(
      `INSERT INTO qr_payments (business_id, merchant_tran_id, rrn, payer_vpa, payer_name, amount_paise, status, note, created_at)
       SELECT b, 'BQ' || b || 'X' || g, lpad((400000000000 + g)::text, 12, '0'),
              lower(${arr(FIRST_NAMES)}[1 + ${pick("g", 31, FIRST_NAMES.length)}]) || (g % 9973) || '@' || ${arr(BANKS)}[1 + ${pick("g", 32, BANKS.length)}],
              ${arr(FIRST_NAMES)}[1 + ${pick("g", 31, FIRST_NAMES.length)}] || ' ' || ${arr(LAST_NAMES)}[1 + ${pick("g", 33, LAST_NAMES.length)}],
              (10 + ${pick("g", 34, 5000)}) * 100,
              (ARRAY['SUCCESS','SUCCESS','SUCCESS','SUCCESS','SUCCESS','SUCCESS','SUCCESS','SUCCESS','SUCCESS','FAILURE'])[1 + ${pick("g", 35, 10)}],
              NULL, now() - (${daysBack("g", 36)} || ' days')::interval
       FROM ${overBusinesses(businessIds)} generate_series(${from}, ${to - 1}) g`,
    );
  },
};

export const DATASETS: Dataset[] = [staffDataset, ledgerDataset, qrPaymentsDataset, invoiceDataset];

export interface BigBusiness {
  ownerId: number;
  ownerMobile: string;
  businessId: number;
  otherBusinessIds: number[];
  /** Rows of each dataset the target business holds now. */
  rows: number;
  datasets: string[];
}

export const BENCH_OWNER_MOBILE = "9000000000";

/**
 * Creates `businesses` businesses through the product's own createBusiness (free plans, opening
 * balance): the first is the big one, owned by BENCH_OWNER_MOBILE with every module active; the
 * others each get `otherRows` rows of every dataset, so every query has to pick its business out.
 */
export async function createBusinesses(database: Database, businesses: number, otherRows: number, log = console.log): Promise<BigBusiness> {
  const { db } = database;
  let [owner] = await db.select().from(users).where(eq(users.mobile, BENCH_OWNER_MOBILE));
  if (!owner) [owner] = await db.insert(users).values({ mobile: BENCH_OWNER_MOBILE, name: "Bench Owner" }).returning();
  const target = await createBusiness(db, owner.id, {
    businessName: "Bench Traders",
    businessMasterId: 5,
    stateCode: "27",
    gstin: "27AAPFU0939F1ZV",
    upiId: "benchtraders@okhdfcbank",
    city: "Pune",
  });
  await db
    .update(subscriptions)
    .set({ plan: "yearly", startsAt: new Date(), expiresAt: new Date(Date.now() + 365 * 24 * 3600_000) })
    .where(eq(subscriptions.businessId, target.id));
  const others: number[] = [];
  for (let i = 1; i < businesses; i++) {
    const mobile = String(9000000000 + i);
    let [u] = await db.select().from(users).where(eq(users.mobile, mobile));
    if (!u) [u] = await db.insert(users).values({ mobile, name: `Owner ${i}` }).returning();
    const b = await createBusiness(db, u.id, { businessName: `Shop ${i}`, businessMasterId: 1 + (i % 30), stateCode: i % 3 ? "27" : "29" });
    others.push(b.id);
  }
  const datasets: string[] = [];
  for (const d of DATASETS) {
    if (!(await d.available(database))) {
      log(`  (skipping ${d.name}: its tables do not exist yet)`);
      continue;
    }
    datasets.push(d.name);
    if (otherRows > 0 && others.length) await d.insert(database, others, 0, otherRows);
  }
  return { ownerId: owner.id, ownerMobile: BENCH_OWNER_MOBILE, businessId: target.id, otherBusinessIds: others, rows: 0, datasets };
}

const CHUNK = 100_000;
/** Past this many new rows, dropping a table's secondary indexes and building them again after is faster. */
const DEFER_INDEXES_FROM = 50_000;

/**
 * Drops the secondary indexes of `tables` (not primary keys or unique constraints, which other
 * tables rely on), runs the load, and recreates them from their saved definitions: one sort per
 * index instead of a million incremental inserts.
 */
async function withIndexesDeferred<T>(database: Database, tables: string[], load: () => Promise<T>): Promise<T> {
  const list = tables.map((t) => `'${t.replace(/'/g, "")}'`).join(",");
  const indexes = await rows<{ indexname: string; indexdef: string }>(
    database,
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename IN (${list})
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)`,
  );
  if (indexes.length) await database.exec(indexes.map((i) => `DROP INDEX "${i.indexname}"`).join(";\n"));
  try {
    return await load();
  } finally {
    if (indexes.length) await database.exec(indexes.map((i) => i.indexdef).join(";\n"));
  }
}

/** Grows every available dataset of the big business to `rows` rows, in chunks, then vacuums and refreshes planner statistics. */
export async function growTo(database: Database, big: BigBusiness, target: number, log = console.log): Promise<Record<string, number>> {
  const seconds: Record<string, number> = {};
  for (const d of DATASETS) {
    if (!big.datasets.includes(d.name)) continue;
    const t0 = performance.now();
    const load = async () => {
      for (let from = big.rows; from < target; from += CHUNK) await d.insert(database, [big.businessId], from, Math.min(target, from + CHUNK));
    };
    if (target - big.rows >= DEFER_INDEXES_FROM) await withIndexesDeferred(database, d.tables, load);
    else await load();
    seconds[d.name] = (performance.now() - t0) / 1000;
    log(`  ${d.name}: ${big.rows} → ${target} rows in ${seconds[d.name].toFixed(1)} s`);
  }
  big.rows = target;
  const t0 = performance.now();
  // VACUUM too, not only ANALYZE: a freshly loaded table has no visibility map, so the covering
  // indexes could not answer index-only until autovacuum came by; a live database is past that.
  await database.exec("VACUUM ANALYZE");
  seconds.analyze = (performance.now() - t0) / 1000;
  return seconds;
}

/** Sum of the ledger for every business: what business_balance must report. */
export async function ledgerSums(database: Database): Promise<Map<number, number>> {
  const result = await database.db.execute<{ business_id: number; total: string | number }>(
    sql`SELECT business_id, sum(amount_paise) AS total FROM wallet_ledger GROUP BY business_id`,
  );
  return new Map(result.rows.map((r) => [Number(r.business_id), Number(r.total)]));
}
