import { eq } from "drizzle-orm";
import "../../app/server"; // the modules, handed to the server as app/main.ts hands them
import { TOOL_SESSION_LIMITS, createSession } from "../../server/auth/sessions";
import { openDatabase } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { prepareDatabase } from "../../server/db/prepare";
import { businesses, users } from "../../server/db/schema";
import { DEMO_OWNER_MOBILE, seedDemo } from "../../server/seed/demo";
import { startBenchServer } from "./server";

/** The demo business the pages are measured in. */
const BENCH_BUSINESS = "Shree Ganesh Beauty Parlour & Unisex Salon";

/**
 * The built console over an in-memory database with the demo data, and the demo owner's storage as
 * signing in leaves it, with the salon chosen (the token, the role and the chosen business's keys, which
 * sign-in and the switcher write; not the plans or the wallet, which a console page writes): its kind of business has every section but Hotel Management and its plans
 * take in every module a measured page belongs to, so a page is measured as its users see it, not an
 * upgrade prompt (the budget test chooses it for the same reason).
 */
export async function startSeededServer(consoleDir: string) {
  const database = await openDatabase({ dataDir: "memory://" });
  await migrate(database);
  await prepareDatabase(database);
  await seedDemo(database.db);
  const server = await startBenchServer(database, { consoleDir });
  const [owner] = await database.db.select().from(users).where(eq(users.mobile, DEMO_OWNER_MOBILE));
  const token = (await createSession(database.db, owner.id, TOOL_SESSION_LIMITS)).token;
  const [salon] = await database.db.select().from(businesses).where(eq(businesses.businessName, BENCH_BUSINESS));
  return {
    url: server.url,
    database,
    token,
    storage: {
      authToken: token,
      authRole: "ADMIN",
      businessid: String(salon.id),
      businessName: salon.businessName,
      businessEmail: salon.businessEmail ?? "",
      businessLogo: salon.businessLogoPath ?? "",
      business_master_id: String(salon.businessMasterId),
    } as Record<string, string>,
    async close() {
      await server.close();
      await database.close();
    },
  };
}
