/**
 * The `resources` namespace of a language: its file (locales/<language>/resources.json) with the words
 * the declarations carry themselves (`words` on a ResourceDef) laid over it. The server, the console and
 * the language tests all read it through here, so a module's own words count everywhere its file's do.
 */
import type { ResourceDef } from "./types";

type Words = Record<string, unknown>;

export function withDeclaredWords(file: Words | undefined, defs: readonly ResourceDef[], language: string): Words {
  const declared = defs.flatMap((d) => (d.words?.[language] ? [[d.name, d.words[language]] as const] : []));
  return { ...(file ?? {}), ...Object.fromEntries(declared) };
}
