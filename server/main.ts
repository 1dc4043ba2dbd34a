import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { assertProvidersConfigured, readConfig } from "./config";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { buildApp } from "./app";
import { buildConsole } from "./build-console";
import { seedDemo } from "./seed/demo";
import { prepareDatabase } from "./db/prepare";

const rootDir = fileURLToPath(new URL("..", import.meta.url));
const config = readConfig();
assertProvidersConfigured(config);

if (config.serveConsole) await buildConsole(rootDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
await prepareDatabase(database);
const { app } = await buildApp(config, database, { consoleDir: config.serveConsole ? join(rootDir, "dist") : undefined });
if (config.seed && (await seedDemo(database.db))) app.log.info("seeded demo data (sign in as 9876543210)");
await app.listen({ port: config.port, host: config.host });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
