import { describe, expect, it } from "vitest";
import "../../app/console-parts"; // the modules' console parts, handed to the console as app/ hands them (before the menu is read)
import { relativeFrom } from "../../src/engine/relative-time";
import { listQuery } from "../../src/engine/csv-export";
import { canSeeEntry, decide, type AccessSnapshot } from "../../providers/access-control";
import { defineResource } from "../../resources/types";
import { menuFor } from "../../src/layout/menu";
import { paymentsMenu } from "../../modules/payments/console/routes";
import { resources } from "../../modules";

describe("relative times use the spec's short labels", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const ago = (ms: number) => relativeFrom(new Date(now.getTime() - ms), now);
  it.each([
    [20_000, "seconds ago"],
    [5 * 60_000, "5m ago"],
    [3 * 3600_000, "3h ago"],
    [4 * 86400_000, "4d ago"],
    [65 * 86400_000, "2M ago"],
    [800 * 86400_000, "2Y ago"],
  ])("%i ms ago → %s", (ms, text) => expect(ago(ms)).toBe(text));
  it("speaks of the future with 'in %s'", () => {
    expect(relativeFrom(new Date(now.getTime() + 2 * 3600_000), now)).toBe("in 2h");
  });
});

describe("CSV export asks for the same filtered list", () => {
  it("maps filters and sort the way simple-rest does", () => {
    const q = listQuery(
      [
        { field: "q", operator: "contains", value: "gupta" },
        { field: "status", operator: "eq", value: "active" },
        { field: "amount", operator: "gte", value: 100 },
        { field: "name", operator: "contains", value: "tr" },
        { field: "city", operator: "eq", value: undefined },
      ],
      [{ field: "name", order: "asc" }],
    );
    expect(q.toString()).toBe("q=gupta&status=active&amount_gte=100&name_like=tr&_sort=name&_order=asc");
  });
});

const thing = defineResource({
  name: "t_things",
  module: "staff_management",
  label: "Things",
  section: "STAFF MANAGEMENT",
  routes: { list: "/t" },
  titleField: "title",
  fields: [{ name: "title", type: "text" }],
});
const hotelRooms = { ...thing, name: "t_rooms", module: "galla" as const, section: "PAYMENTS" as const, onlyForMasterIds: [147] };
const labels = { galla: "ACTIVE", manage_appointment: "BASIC", staff_management: "EXPIRED", sales_and_purchase: "ACTIVE", communication: "FREE" };
const owner: AccessSnapshot = { role: "ADMIN", permissions: {}, masterId: 5, labels };
const staff: AccessSnapshot = { role: "STAFF", permissions: { staff_management: "read", sales_and_purchase: "write" }, masterId: 5, labels };

describe("access decisions", () => {
  it("owners read everything offered; an EXPIRED module refuses writes with its reason", () => {
    expect(decide(owner, thing, "list")).toEqual({ can: true });
    expect(decide(owner, thing, "create")).toMatchObject({ can: false, why: "expired" });
    expect(decide({ ...owner, labels: { ...labels, staff_management: "ACTIVE" } }, thing, "delete")).toEqual({ can: true });
  });
  it("staff get only their module permissions", () => {
    expect(decide(staff, thing, "show").can).toBe(true);
    expect(decide({ ...staff, labels: { ...labels, staff_management: "ACTIVE" } }, thing, "edit")).toMatchObject({ can: false, why: "forbidden" });
    expect(decide({ ...staff, permissions: {} }, thing, "list")).toMatchObject({ can: false, why: "forbidden" });
  });
  it("master-id rules hide what a business is not offered", () => {
    expect(decide(owner, hotelRooms, "list")).toMatchObject({ can: false, why: "hidden" });
    expect(decide({ ...owner, masterId: 147 }, hotelRooms, "list")).toEqual({ can: true });
  });
  it("the menu shows a staff member only the sections they may use", () => {
    const entries = [
      { key: "a", label: "Staff", path: "/a", section: "STAFF MANAGEMENT" as const },
      { key: "b", label: "SMS", path: "/b", section: "COMMUNICATION" as const },
      { key: "c", label: "Parties", path: "/c", section: "SALES & PURCHASE" as const },
      { key: "d", label: "Tickets", path: "/d", section: "SUPPORT" as const },
    ];
    const sections = menuFor(5, entries, (e) => canSeeEntry(staff, e)).map((s) => s.section);
    expect(sections).toEqual(["STAFF MANAGEMENT", "SALES & PURCHASE", "SUPPORT"]);
    expect(menuFor(5, entries, (e) => canSeeEntry(owner, e)).map((s) => s.section)).toEqual(["STAFF MANAGEMENT", "SALES & PURCHASE", "COMMUNICATION", "SUPPORT"]);
  });
  it("an owner-only page (Recent changes) is in the owner's menu, not a staff member's", () => {
    const recent = paymentsMenu.find((e) => e.path === "/galla/RecentChanges")!;
    const payingStaff: AccessSnapshot = { ...staff, permissions: { ...staff.permissions, galla: "write" } };
    expect(canSeeEntry(owner, recent)).toBe(true);
    expect(canSeeEntry(payingStaff, recent)).toBe(false);
    expect(canSeeEntry(payingStaff, paymentsMenu.find((e) => e.path === "/galla/Transactions")!)).toBe(true);
  });
  it("declared resources decide their own menu entry (147 shows hotel management, hides appointments)", () => {
    const hotelish = resources.filter((r) => r.onlyForMasterIds?.includes(147));
    const noHotel = resources.filter((r) => r.hideForMasterIds?.includes(147));
    for (const r of hotelish) {
      expect(canSeeEntry({ ...owner, masterId: 147 }, { resource: r.name, section: r.section })).toBe(true);
      expect(canSeeEntry(owner, { resource: r.name, section: r.section })).toBe(false);
    }
    for (const r of noHotel) expect(canSeeEntry({ ...owner, masterId: 147 }, { resource: r.name, section: r.section })).toBe(false);
  });
});
