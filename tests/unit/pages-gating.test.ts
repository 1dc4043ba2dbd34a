import { describe, expect, it } from "vitest";
import { decide, decideFor, type AccessSnapshot } from "../../providers/access-control";
import { tickets } from "../../modules/support/resources";
import { services } from "../../modules/payments/resources";

const owner = (labels: AccessSnapshot["labels"]): AccessSnapshot => ({ role: "ADMIN", permissions: {}, masterId: 5, labels });

describe("the console's gate agrees with the server's on support and services", () => {
  it("tickets can be raised whatever the Payments plan says", () => {
    const lapsed = owner({ galla: "EXPIRED" });
    expect(decide(lapsed, tickets, "create")).toEqual({ can: true });
    expect(decideFor(lapsed, tickets.section, "list")).toEqual({ can: true });
  });
  it("tickets with the platform are the owner's: staff are refused whatever their permissions, as the server refuses them", () => {
    const levels: AccessSnapshot["permissions"][] = [{}, { galla: "write", staff_management: "write", sales_and_purchase: "write" }];
    for (const permissions of levels) {
      const staff: AccessSnapshot = { role: "STAFF", permissions, masterId: 5, labels: {} };
      expect(decide(staff, tickets, "list")).toMatchObject({ can: false, status: 403, why: "owner" });
    }
  });
  it("services follow Appointments, not Payments", () => {
    expect(decide(owner({ galla: "EXPIRED" }), services, "create")).toEqual({ can: true });
    expect(decide(owner({ manage_appointment: "EXPIRED" }), services, "create")).toMatchObject({ can: false, why: "expired" });
  });
});
