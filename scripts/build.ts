import { buildConsole } from "../server/build-console";

await buildConsole(process.cwd(), { force: process.argv.includes("--force") });
