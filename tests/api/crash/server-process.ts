/**
 * The server as `npm start` runs it (app/main.ts), minus the console build, for the crash test to start
 * as a child process and kill -9: migrations, the API with its reconciler and SMS sweeper, listening.
 */
import "../../../app/server"; // the modules, handed to the server as app/main.ts hands them
import { readConfig } from "../../../server/config";
import { openDatabase } from "../../../server/db/client";
import { migrate } from "../../../server/db/migrate";
import { prepareDatabase } from "../../../server/db/prepare";
import { buildApp } from "../../../server/app";
import { seedDemo } from "../../../server/seed/demo";

const config = readConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
await prepareDatabase(database);
const { app } = await buildApp(config, database);
if (config.seed) await seedDemo(database.db);
await app.listen({ port: config.port, host: "127.0.0.1" });
