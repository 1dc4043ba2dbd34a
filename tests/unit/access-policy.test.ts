import { describe, expect, it } from "vitest";
import { decide, levelFor, maskAccountNumber, operationOf, type Actor } from "../../resources/access-policy";

const owner: Actor = { role: "ADMIN", permissions: {}, masterId: 1 };
const staff = (level: "none" | "read" | "write"): Actor => ({ role: "STAFF", permissions: { galla: level, sales_and_purchase: level }, masterId: 1 });

describe("the access policy (one for the server's gate and the console)", () => {
  it("owners write every module; STAFF get their permission; null modules are every member's", () => {
    expect(levelFor(owner, "galla")).toBe("write");
    expect(levelFor(staff("read"), "galla")).toBe("read");
    expect(levelFor(staff("write"), "communication")).toBe("none");
    expect(levelFor({ role: "STAFF", permissions: { galla: "bogus" as never } }, "galla")).toBe("none");
    expect(levelFor(staff("none"), null)).toBe("write");
  });

  it("a STAFF member without the module's permission is refused with 403, reads need read, writes need write", () => {
    expect(decide(staff("none"), { module: "galla", op: "read" })).toMatchObject({ can: false, status: 403, why: "forbidden" });
    expect(decide(staff("read"), { module: "galla", op: "read" })).toEqual({ can: true });
    expect(decide(staff("read"), { module: "galla", op: "write" })).toMatchObject({ can: false, status: 403, reason: /view Payments but not change it/ });
    expect(decide(staff("write"), { module: "galla", op: "write" })).toEqual({ can: true });
  });

  it("owner-only rules refuse every STAFF member, whatever their permissions", () => {
    expect(decide(staff("write"), { module: null, op: "write", owner: true })).toMatchObject({ can: false, status: 403, why: "owner" });
    expect(decide(owner, { module: null, op: "write", owner: true })).toEqual({ can: true });
  });

  it("master-id rules hide a thing as if absent (404), before any permission is looked at", () => {
    const hotel = { module: "galla" as const, op: "read" as const, onlyForMasterIds: [147] };
    expect(decide(owner, hotel)).toMatchObject({ can: false, status: 404, why: "hidden" });
    expect(decide({ ...owner, masterId: 147 }, hotel)).toEqual({ can: true });
    expect(decide({ ...staff("none"), masterId: 5 }, { module: "manage_appointment", op: "read", section: "MANAGE APPOINTMENTS" })).toMatchObject({ status: 404 });
  });

  it("writes to an EXPIRED module are 402, reads are not, and a top-up stays open", () => {
    expect(decide(owner, { module: "sales_and_purchase", op: "write" }, true)).toMatchObject({ can: false, status: 402, why: "expired" });
    expect(decide(owner, { module: "sales_and_purchase", op: "read" }, true)).toEqual({ can: true });
    expect(decide(owner, { module: "galla", op: "write", allowExpired: true }, true)).toEqual({ can: true });
    // Permission first: a view-only member is told that, not about the plan.
    expect(decide(staff("read"), { module: "sales_and_purchase", op: "write" }, true)).toMatchObject({ status: 403 });
  });

  it("read-only resources refuse writes with 405 even for the owner", () => {
    expect(decide(owner, { module: "galla", op: "write", readOnly: true, label: "Withdrawals" })).toMatchObject({ status: 405, reason: "Withdrawals cannot be changed here" });
    expect(decide(owner, { module: "galla", op: "read", readOnly: true })).toEqual({ can: true });
  });

  it("maps Refine actions and masks account numbers to the last four digits", () => {
    expect(["list", "show"].map(operationOf)).toEqual(["read", "read"]);
    expect(["create", "edit", "delete", "clone", "topup"].map(operationOf)).toEqual(["write", "write", "write", "write", "write"]);
    expect(maskAccountNumber("123456789012")).toBe("XXXX9012");
  });
});
