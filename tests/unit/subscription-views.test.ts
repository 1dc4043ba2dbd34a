import { describe, expect, it } from "vitest";
import { viewOf } from "../../server/business/subscriptions";

const DAY = 24 * 3600_000;
const now = new Date("2026-11-24T06:00:00.000Z");
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe("a plan's view (remembered by what it depends on)", () => {
  it("follows the clock: the same row reads ACTIVE, then renew, then EXPIRED as time passes", () => {
    const row = { plan: "monthly", expiresAt: at(20) };
    expect(viewOf("staff_management", row, now)).toMatchObject({ label: "ACTIVE", is_upgradable: "0", upgradable_text: "" });
    expect(viewOf("staff_management", row, at(15))).toMatchObject({ label: "ACTIVE", is_upgradable: "1" });
    expect(viewOf("staff_management", row, at(21))).toMatchObject({ label: "EXPIRED", is_upgradable: "1" });
    // Asked again at the first moment: the answers remembered for later moments do not leak back.
    expect(viewOf("staff_management", row, now)).toMatchObject({ label: "ACTIVE", is_upgradable: "0" });
  });

  it("is said per reader, per module and per plan", () => {
    const row = { plan: "yearly", expiresAt: at(100) };
    const english = viewOf("staff_management", row, now, "en");
    const hindi = viewOf("staff_management", row, now, "hi");
    expect(english.text).not.toBe(hindi.text);
    expect(viewOf("staff_management", { plan: "monthly", expiresAt: at(100) }, now, "en").text).not.toBe(english.text);
    expect(viewOf("manage_appointment", undefined, now).upgradable_text).not.toBe(viewOf("staff_management", undefined, now).upgradable_text);
    expect(viewOf("staff_management", { plan: "yearly", expiresAt: at(200) }, now).text).not.toBe(english.text);
  });

  it("cannot be changed by a caller that holds it", () => {
    const view = viewOf("staff_management", undefined, now);
    expect(() => Object.assign(view, { label: "ACTIVE" })).toThrow();
  });
});
