/**
 * Node only (the server, tests): every language's files as i18next resources, read from the folders
 * themselves — the shell's (locales/<code>/<namespace>.json) and each module's own words
 * (modules/<key>/words/<code>.json, the namespace named by the module's key).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { LANGUAGE_CODES } from "./languages";

const root = new URL("./", import.meta.url);
const modulesRoot = new URL("../modules/", import.meta.url);
const json = (url: URL) => JSON.parse(readFileSync(url, "utf8")) as Record<string, unknown>;

export function filesOf(code: string): Record<string, Record<string, unknown>> {
  const shell = Object.fromEntries(
    readdirSync(new URL(`${code}/`, root))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.slice(0, -".json".length), json(new URL(`${code}/${f}`, root))]),
  );
  const own = readdirSync(modulesRoot, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/words/${code}.json`, modulesRoot)));
  for (const d of own) if (shell[d.name]) throw new Error(`modules/${d.name}/words/${code}.json: the namespace "${d.name}" is already locales/${code}/${d.name}.json`);
  return { ...shell, ...Object.fromEntries(own.map((d) => [d.name, json(new URL(`${d.name}/words/${code}.json`, modulesRoot))])) };
}

export const allLanguageFiles = () => Object.fromEntries(LANGUAGE_CODES.map((code) => [code, filesOf(code)]));
