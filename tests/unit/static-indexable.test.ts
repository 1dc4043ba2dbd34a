import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { indexable } from "../../server/static";

describe("which console pages a search engine may index", () => {
  it("the landing and sign-in pages, the terms, the privacy policy and public business pages", () => {
    for (const url of ["/", "/auth/login", "/auth/login?next=%2F", "/terms/terms-conditions", "/policy/Privacy-Policy", "/p/12"]) expect(indexable(url), url).toBe(true);
  });
  it("not the console behind sign-in, nor a shared invoice", () => {
    for (const url of ["/galla/Dashboard", "/staffmanagement/staff", "/sales&purchase/manage_party/addsale", "/i/abc123", "/auth/otp", "/subscription/galla", "/pages"]) {
      expect(indexable(url), url).toBe(false);
    }
  });
  it("robots.txt says the same, and the page has a description", () => {
    const robots = readFileSync(new URL("../../public/robots.txt", import.meta.url), "utf8");
    expect(robots).toMatch(/^Disallow: \/$/m);
    for (const allowed of ["/$", "/auth/login$", "/terms/", "/policy/", "/p/"]) expect(robots).toContain(`Allow: ${allowed}\n`);
    expect(readFileSync(new URL("../../index.html", import.meta.url), "utf8")).toMatch(/<meta name="description" content="[^"]{50,160}"/);
  });
});
