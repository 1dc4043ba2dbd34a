/** Node only (the server, tests): every language's files as i18next resources, read from the folders themselves. */
import { readdirSync, readFileSync } from "node:fs";
import { LANGUAGE_CODES } from "./languages";

const root = new URL("./", import.meta.url);

export const filesOf = (code: string): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    readdirSync(new URL(`${code}/`, root))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.slice(0, -".json".length), JSON.parse(readFileSync(new URL(`${code}/${f}`, root), "utf8"))]),
  );

export const allLanguageFiles = () => Object.fromEntries(LANGUAGE_CODES.map((code) => [code, filesOf(code)]));
