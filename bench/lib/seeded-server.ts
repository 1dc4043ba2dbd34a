import { eq } from "drizzle-orm";
import "../../app/server"; // the modules, handed to the server as app/main.ts hands them
import { TOOL_SESSION_LIMITS, createSession } from "../../server/auth/sessions";
import { openDatabase } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { prepareDatabase } from "../../server/db/prepare";
import { users } from "../../server/db/schema";
import { DEMO_OWNER_MOBILE, seedDemo } from "../../server/seed/demo";
import { startBenchServer } from "./server";

/** The built console over an in-memory database with the demo data, and the demo owner's storage (signed in). */
export async function startSeededServer(consoleDir: string) {
  const database = await openDatabase({ dataDir: "memory://" });
  await migrate(database);
  await prepareDatabase(database);
  await seedDemo(database.db);
  const server = await startBenchServer(database, { consoleDir });
  const [owner] = await database.db.select().from(users).where(eq(users.mobile, DEMO_OWNER_MOBILE));
  const token = (await createSession(database.db, owner.id, TOOL_SESSION_LIMITS)).token;
  return {
    url: server.url,
    database,
    token,
    storage: { authToken: token, authRole: "ADMIN" } as Record<string, string>,
    async close() {
      await server.close();
      await database.close();
    },
  };
}
