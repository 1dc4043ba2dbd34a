/**
 * `npm run seed:big -- --rows N [--businesses 50] [--other-rows 1000]`
 *
 * Fills one business ("Bench Traders", owner 9000000000) among many with N sale invoices (with
 * lines), N wallet ledger entries, N QR payments and N staff records, in the database the server
 * would use: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (default ./data).
 * Sign in as 9000000000 to look at it in the console.
 */
import { parseArgs } from "node:util";
import "../app/server"; // the modules, handed to the server as app/main.ts hands them
import { openDatabase } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { prepareDatabase } from "../server/db/prepare";
import { readConfig } from "../server/config";
import { createBusinesses, growTo } from "./lib/big-data";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "10000" },
    businesses: { type: "string", default: "50" },
    "other-rows": { type: "string", default: "1000" },
  },
});
const rows = Number(values.rows);
const businesses = Number(values.businesses);
const otherRows = Number(values["other-rows"]);
for (const [name, n] of Object.entries({ rows, businesses, "other-rows": otherRows })) {
  if (!Number.isSafeInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number (got ${JSON.stringify(values[name as keyof typeof values])})`);
    process.exit(2);
  }
}
if (businesses < 1) {
  console.error("--businesses must be at least 1");
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const where = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}` : `PGlite ${config.dataDir}`;
try {
  await migrate(database);
  await prepareDatabase(database);
  const t0 = performance.now();
  console.log(`seed:big into ${where}: ${businesses} businesses, the big one with ${rows} rows per dataset`);
  const big = await createBusinesses(database, businesses, otherRows);
  await growTo(database, big, rows);
  console.log(
    `done in ${((performance.now() - t0) / 1000).toFixed(1)} s: business ${big.businessId} ("Bench Traders"), ` +
      `datasets: ${big.datasets.join(", ")}; sign in as ${big.ownerMobile}`,
  );
} finally {
  await database.close();
}
