import { describe, expect, it } from "vitest";
import "../../app/console-parts"; // the modules' console parts, handed to the console as app/ hands them (before the menu is read)
import { allMenuEntries } from "../../src/layout/menu";
import { knownIcon } from "../../src/layout/icons";

/**
 * Every icon a menu entry names is drawn: a resource or a module's page naming an icon neither the
 * shell nor its module's console part (`icons`) brings would show the generic square instead.
 */
describe("menu icons", () => {
  it("are all known to the shell or to their module's console part", () => {
    const unknown = allMenuEntries.filter((e) => e.icon && !knownIcon(e.icon)).map((e) => `${e.key}: ${e.icon}`);
    expect(unknown).toEqual([]);
    expect(knownIcon("NoSuchIconOutlined")).toBeUndefined();
  });
});
