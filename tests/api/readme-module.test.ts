import { afterAll, describe, expect, it } from "vitest";
import { execFile, execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * README's "Adding a module", followed to the letter: the repository is copied, every block of that
 * section tagged with a path is written into the copy (`edit` blocks change the lines they name), and
 * in the copy the compiler, the language and icon checks and a check of the module itself
 * (readme-module.check.ts: list, create, refusal, history, the custom route, menu, page, words) must
 * pass. A README that drifts from the code fails here.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const copy = mkdtempSync(join(tmpdir(), "galla-readme-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

interface Block {
  path: string;
  edit: boolean;
  body: string;
}

/** The section's blocks whose info string names a path: ```ts modules/fleet/resources.ts [edit] */
function readmeBlocks(readme: string): Block[] {
  const start = readme.indexOf("## Adding a module");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  return [...section.matchAll(/```\w+ (\S+)( edit)?\n([\s\S]*?)```/g)].map((m) => ({ path: m[1], edit: Boolean(m[2]), body: m[3] }));
}

/** An edit block's lines: each replaces the file's line declaring the same name, or joins its imports. */
function applyEdit(file: string, body: string): string {
  const lines = file.split("\n");
  for (const line of body.trim().split("\n")) {
    const declared = /^(export )?(const|let|function) (\w+)/.exec(line)?.[3];
    const at = declared ? lines.findIndex((l) => new RegExp(`^(export )?(const|let|function) ${declared}\\b`).test(l)) : -1;
    if (at >= 0) lines[at] = line;
    else if (line.startsWith("import ")) lines.splice(lines.findLastIndex((l) => l.startsWith("import ")) + 1, 0, line);
    else throw new Error(`README edit line names nothing in the file: ${line}`);
  }
  return lines.join("\n");
}

/** A command in the copy; asynchronous, so this file's worker keeps answering Vitest meanwhile. */
const run = (cmd: string, args: string[]) =>
  new Promise<{ ok: boolean; out: string }>((resolve) => {
    execFile(cmd, args, { cwd: copy, encoding: "utf8", env: { ...process.env, NODE_ENV: "test" }, timeout: 400_000, maxBuffer: 20 * 1024 * 1024 }, (err, stdout, stderr) =>
      resolve({ ok: !err, out: `${stdout}\n${stderr}`.slice(-6000) }),
    );
  });

// The example's module is the same on either engine, and the copy's checks cost minutes: the PGlite pass runs it.
describe.skipIf(Boolean(process.env.DATABASE_URL))("README's Adding a module", () => {
  it("adds a working module in one folder and one line of the list", async () => {
    const blocks = readmeBlocks(readFileSync(join(root, "README.md"), "utf8"));
    expect(blocks.map((b) => b.path)).toContain("modules/index.ts");
    // Outside the module's folder the README may change only the list.
    expect(blocks.filter((b) => !b.path.startsWith("modules/fleet/")).map((b) => b.path)).toEqual(["modules/index.ts"]);

    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
    for (const f of files) {
      mkdirSync(dirname(join(copy, f)), { recursive: true });
      try {
        copyFileSync(join(root, f), join(copy, f));
      } catch {
        // listed by git but deleted in the working tree
      }
    }
    symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
    for (const b of blocks) {
      const target = join(copy, b.path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, b.edit ? applyEdit(readFileSync(target, "utf8"), b.body) : b.body);
    }
    copyFileSync(join(root, "tests/api/readme-module.check.ts"), join(copy, "tests/unit/readme-module.test.ts"));

    const types = await run("npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]);
    expect(types.ok, types.out).toBe(true);
    const checks = await run("npx", ["vitest", "run", "--project", "unit", "tests/unit/readme-module.test.ts", "tests/unit/i18n-keys.test.ts", "tests/unit/menu-icons.test.ts"]);
    expect(checks.ok, checks.out).toBe(true);
    expect(checks.out).toMatch(/readme-module\.test\.ts/);
  }, 600_000);
});
