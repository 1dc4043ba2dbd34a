import { describe, expect, it } from "vitest";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "../../locales/languages";
import { filesOf } from "../../locales/files";
import { resources } from "../../modules";
import type { FieldDef } from "../../resources/types";
import { withDeclaredWords } from "../../resources/declared-words";

/**
 * Every language says everything English says (issue 14): a key missing from either side, a
 * placeholder spelled differently, a resource or field a language does not name, or a key the
 * console asks for that English lacks, fails here — not in front of an owner.
 */
type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ""): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))),
  );
/** i18next's plural forms (`_one`, `_other`, …) differ by language: compare the key they belong to. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, "");
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const english = filesOf(DEFAULT_LANGUAGE) as Record<string, Tree>;
const others = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

describe.each(others)("language %s", (code) => {
  const own = filesOf(code);
  const files = { ...own, resources: withDeclaredWords(own.resources, resources, code) } as Record<string, Tree>;

  it.each(Object.keys(english))("has every key of %s.json, and no other", (ns) => {
    const en = flatten(english[ns]);
    const them = flatten(files[ns] ?? {});
    const missing = [...new Set(Object.keys(en).map(base))].filter((k) => !Object.keys(them).some((t) => base(t) === k));
    const extra = [...new Set(Object.keys(them).map(base))].filter((k) => !Object.keys(en).some((t) => base(t) === k));
    expect(missing, `missing from ${code}/${ns}.json`).toEqual([]);
    expect(extra, `in ${code}/${ns}.json but not in English`).toEqual([]);
  });

  it.each(Object.keys(english))("uses the same placeholders as English in %s.json", (ns) => {
    const en = flatten(english[ns]);
    const them = flatten(files[ns] ?? {});
    const wrong = Object.entries(them)
      .filter(([k]) => en[k] ?? en[`${base(k)}_other`] ?? en[base(k)])
      .filter(([k, v]) => {
        const theirs = placeholders(v).filter((p) => p !== "count");
        const ours = placeholders(en[k] ?? en[`${base(k)}_other`] ?? en[base(k)]).filter((p) => p !== "count");
        return JSON.stringify([...new Set(theirs)]) !== JSON.stringify([...new Set(ours)]);
      })
      .map(([k]) => k);
    expect(wrong).toEqual([]);
  });

  it("names every declared resource and field (resources.json), and nothing undeclared", () => {
    const words = (files.resources ?? {}) as Tree;
    const shared = (words.fields ?? {}) as Tree;
    const missing: string[] = [];
    const walk = (resource: string, own: Tree, fields: FieldDef[]) => {
      for (const f of fields) {
        if (!own[f.name] && !shared[f.name]) missing.push(`${resource}.fields.${f.name}`);
        if (f.fields) walk(resource, own, f.fields);
      }
    };
    for (const def of resources) {
      const entry = (words[def.name] ?? {}) as Tree;
      if (!entry.label) missing.push(`${def.name}.label`);
      if (!entry.singular) missing.push(`${def.name}.singular`);
      walk(def.name, (entry.fields ?? {}) as Tree, def.fields);
    }
    expect(missing).toEqual([]);
    const declared = new Set(["fields", ...resources.map((r) => r.name)]);
    expect(Object.keys(words).filter((k) => !declared.has(k))).toEqual([]);
  });
});

describe("the keys the console asks for", () => {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) sources.push(path);
    }
  };
  walk("src");
  walk("providers");
  for (const module of readdirSync("modules", { withFileTypes: true })) if (existsSync(`modules/${module.name}/console`)) walk(`modules/${module.name}/console`);
  const known = new Set(Object.values(english).flatMap((tree) => Object.keys(flatten(tree)).map(base)));

  it("exist in English (a typo in t(\"…\") would show the key itself)", () => {
    const asked = sources.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(?:\bt\(\s*|i18nKey=)"([a-zA-Z][\w]*(?:\.[\w]+)+)"/g)].map((m) => ({ file, key: m[1] })),
    );
    expect(asked.length).toBeGreaterThan(20);
    expect(asked.filter(({ key }) => !known.has(base(key)))).toEqual([]);
  });
});
