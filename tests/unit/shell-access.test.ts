import { describe, expect, it } from "vitest";
import { decide, decideFor, type AccessSnapshot } from "../../providers/access-control";
import { resources } from "../../modules";
import { addedMessage } from "../../src/wallet/topup-machine";

const owner: AccessSnapshot = { role: "ADMIN", permissions: {}, masterId: 5, labels: { galla: "ACTIVE" } };
const staff = (galla: "none" | "read" | "write", labels: AccessSnapshot["labels"] = { galla: "ACTIVE" }): AccessSnapshot => ({
  role: "STAFF",
  permissions: { galla, sales_and_purchase: "write" },
  masterId: 5,
  labels,
});
const def = (name: string) => resources.find((r) => r.name === name)!;

describe("the shell's controls for invited staff (issue #10)", () => {
  it("the owner sees every money and account control", () => {
    for (const [resource, action] of [["wallet", "show"], ["wallet", "create"], ["business", "create"], ["subscription", "edit"]]) {
      expect(decideFor(owner, resource, action).can).toBe(true);
    }
  });

  it("the balance needs the payments permission, and topping up needs it to write", () => {
    expect(decideFor(staff("none"), "wallet", "show").can).toBe(false);
    expect(decideFor(staff("read"), "wallet", "show").can).toBe(true);
    expect(decideFor(staff("read"), "wallet", "create").can).toBe(false);
    expect(decideFor(staff("write"), "wallet", "create").can).toBe(true);
  });

  it("topping up stays open while the payments plan is EXPIRED: it is how the owner pays to renew", () => {
    expect(decideFor({ ...owner, labels: { galla: "EXPIRED" } }, "wallet", "create").can).toBe(true);
  });

  it("staff never add a business or upgrade a plan, whatever their permissions", () => {
    expect(decideFor(staff("write"), "business", "create")).toMatchObject({ can: false, reason: expect.stringMatching(/owner/) });
    expect(decideFor(staff("write"), "subscription", "edit").can).toBe(false);
  });

  it("the withdrawal page's own check (wallet/withdraw) lets the owner in and no staff member", () => {
    expect(decideFor(owner, "wallet", "withdraw").can).toBe(true);
    expect(decideFor(staff("write"), "wallet", "withdraw").can).toBe(false);
  });

  it("withdrawals and KYC are the owner's alone, even for staff who write payments", () => {
    for (const name of ["withdrawals", "kyc_documents"]) {
      expect(decide(owner, def(name), "list").can).toBe(true);
      expect(decide(staff("write"), def(name), "list").can).toBe(false);
      expect(decide(staff("write"), def(name), "create").can).toBe(false);
    }
    // The rest of payments still follows the permission.
    expect(decide(staff("read"), def("reviews"), "list").can).toBe(true);
  });
});

describe("the top-up's closing words", () => {
  it("say the real amount the en-IN way", () => {
    expect(addedMessage("500")).toBe("₹500 added to your wallet");
    expect(addedMessage("125000")).toBe("₹1,25,000 added to your wallet");
    expect(addedMessage("1250.5")).toBe("₹1,250.50 added to your wallet");
  });
});
