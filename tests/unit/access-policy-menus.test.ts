import { describe, expect, it } from "vitest";
import "../../app/console-parts"; // the modules' console parts, handed to the console as app/ hands them (before the menu is read)
import {
  APPOINTMENTS_RULE,
  BUSINESS_NAME_LIMIT,
  HOTEL_RULE,
  isSectionVisible,
  passesMasterIdRule,
  truncateBusinessName,
} from "../../resources/access-policy";
import { menuFor } from "../../src/layout/menu";
import type { MenuEntry } from "../../src/layout/menu-types";

describe("business name in the switcher (spec §2, §9)", () => {
  it("is cut at 20 characters plus an ellipsis", () => {
    expect(BUSINESS_NAME_LIMIT).toBe(20);
    expect(truncateBusinessName("Shree Ganesh Beauty Parlour & Unisex Salon")).toBe("Shree Ganesh Beauty ...");
    expect(truncateBusinessName("Abcdefghijklmnopqrstu")).toBe("Abcdefghijklmnopqrst...");
  });

  it("is left alone at 20 characters or fewer", () => {
    expect(truncateBusinessName("Abcdefghijklmnopqrst")).toBe("Abcdefghijklmnopqrst");
    expect(truncateBusinessName("Hotel Sai Residency")).toBe("Hotel Sai Residency");
    expect(truncateBusinessName("")).toBe("");
  });
});

/** A fixture menu: one entry per rule that matters, independent of what modules declare. */
const entries: MenuEntry[] = [
  { key: "dashboard", label: "Dashboard", path: "/galla/Dashboard", section: "PAYMENTS", order: 1 },
  { key: "appointments", label: "Appointments", path: "/galla/Appointments", section: "PAYMENTS", ...APPOINTMENTS_RULE },
  { key: "hotel", label: "Hotel Management", path: "/galla/hotel_management", section: "PAYMENTS", ...HOTEL_RULE },
  { key: "calendar", label: "Calendar", path: "/galla/appointments", section: "MANAGE APPOINTMENTS" },
  { key: "staff", label: "Staff", path: "/staffmanagement/staff", section: "STAFF MANAGEMENT" },
  { key: "ticket", label: "Tickets", path: "/Ticket", section: "SUPPORT" },
];

const sections = (masterId: number | null) => menuFor(masterId, entries).map((s) => s.section);
const labels = (masterId: number | null) => menuFor(masterId, entries).flatMap((s) => s.entries.map((e) => e.label));

describe("menus per business master id (spec §2, §6)", () => {
  it("5 hides the MANAGE APPOINTMENTS section and keeps the rest", () => {
    expect(isSectionVisible("MANAGE APPOINTMENTS", 5)).toBe(false);
    expect(sections(5)).toEqual(["PAYMENTS", "STAFF MANAGEMENT", "SUPPORT"]);
    expect(labels(5)).toContain("Appointments");
    expect(labels(5)).not.toContain("Hotel Management");
  });

  it("147 hides the Appointments item and shows Hotel Management", () => {
    expect(labels(147)).not.toContain("Appointments");
    expect(labels(147)).toContain("Hotel Management");
    expect(sections(147)).toContain("MANAGE APPOINTMENTS");
  });

  it("any other id shows Appointments and the section, but not Hotel Management", () => {
    expect(sections(14)).toEqual(["PAYMENTS", "MANAGE APPOINTMENTS", "STAFF MANAGEMENT", "SUPPORT"]);
    expect(labels(14)).toEqual(expect.arrayContaining(["Appointments", "Calendar"]));
    expect(labels(14)).not.toContain("Hotel Management");
  });

  it("while the master id is unknown, shows nothing that only some ids may see", () => {
    expect(passesMasterIdRule(HOTEL_RULE, null)).toBe(false);
    expect(passesMasterIdRule(APPOINTMENTS_RULE, null)).toBe(true);
    expect(labels(null)).not.toContain("Hotel Management");
  });

  it("keeps sections in spec order, entries by their order, and drops empty sections", () => {
    const view = menuFor(14, entries);
    expect(view[0].entries[0].label).toBe("Dashboard");
    expect(view.every((s) => s.entries.length > 0)).toBe(true);
    expect(menuFor(14, entries, (e) => e.section !== "SUPPORT").map((s) => s.section)).not.toContain("SUPPORT");
  });

  it("the declared resources follow the same rules: Appointments hidden and Hotel Management shown only for 147", () => {
    const paths = (id: number) => menuFor(id).flatMap((s) => s.entries.map((e) => e.path));
    expect(paths(14)).toContain("/galla/Appointments");
    expect(paths(147)).not.toContain("/galla/Appointments");
    expect(paths(147)).toContain("/galla/hotel_management");
    expect(paths(14)).not.toContain("/galla/hotel_management");
    expect(menuFor(5).map((s) => s.section)).not.toContain("MANAGE APPOINTMENTS");
  });
});
