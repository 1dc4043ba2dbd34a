import { describe, expect, it } from "vitest";
import dayjs from "dayjs";
import { checkRecord, validateRecord } from "../../resources/validate";
import { leaves, staffAttendance, announcements } from "../../modules/staff/resources";
import { hotelBookings } from "../../modules/payments/resources";
import { appointments } from "../../modules/appointments/resources";
import { recordRule, wireRecord } from "../../src/engine/form-rules";
import type { ResourceDef } from "../../resources/types";

/** The form runs the declaration's record rules on its current values, as the server does. */
const formError = async (def: ResourceDef, field: string, values: Record<string, unknown>) => {
  const rule = recordRule(def, def.fields.find((f) => f.name === field)!)({ getFieldsValue: () => values } as never);
  return rule.validator().then(
    () => undefined,
    (e: Error) => e.message,
  );
};

describe("record rules on the declarations", () => {
  it("leave: To not before From, and a half day on one date", () => {
    expect(checkRecord(leaves, { from_date: "2026-01-10", to_date: "2026-01-09" })).toEqual([{ field: "to_date", message: "To cannot be before From" }]);
    expect(checkRecord(leaves, { from_date: "2026-01-10", to_date: "2026-01-10" })).toEqual([]);
    expect(checkRecord(leaves, { from_date: "2026-01-10", to_date: "2026-01-11", half_day: true })[0].field).toBe("half_day");
  });
  it("hotel check-out after check-in, appointment end after start, attendance out after in, announcement until after publish", () => {
    expect(checkRecord(hotelBookings, { check_in: "2026-01-10", check_out: "2026-01-10" })[0]).toMatchObject({ field: "check_out" });
    expect(checkRecord(hotelBookings, { check_in: "2026-01-10", check_out: "2026-01-11" })).toEqual([]);
    expect(checkRecord(appointments, { start_time: "10:30", end_time: "10:00" })[0]).toMatchObject({ field: "end_time" });
    expect(checkRecord(appointments, { start_time: "09:30", end_time: "10:00" })).toEqual([]);
    expect(checkRecord(staffAttendance, { check_in: "18:00", check_out: "09:00" })[0]).toMatchObject({ field: "check_out" });
    expect(checkRecord(announcements, { publish_on: "2026-01-10", expires_on: "2026-01-01" })[0]).toMatchObject({ field: "expires_on" });
    // Nothing to compare yet: no error (required fields say so themselves).
    expect(checkRecord(appointments, { start_time: "10:30", end_time: null })).toEqual([]);
  });
  it("run in validateRecord for a whole record, after the field rules", () => {
    const { errors } = validateRecord(leaves, { staff_id: 1, leave_type_id: 1, from_date: "2026-01-10", to_date: "2026-01-02", reason: "Wedding" }, { partial: false });
    expect(errors).toEqual([{ field: "to_date", message: "To cannot be before From" }]);
  });
});

describe("record rules in the form", () => {
  it("mark the field the rule names, from the form's dayjs values", async () => {
    const values = { from_date: dayjs("2026-01-10"), to_date: dayjs("2026-01-09") };
    expect(wireRecord(leaves, values)).toMatchObject({ from_date: "2026-01-10", to_date: "2026-01-09" });
    expect(await formError(leaves, "to_date", values)).toBe("To cannot be before From");
    expect(await formError(leaves, "from_date", values)).toBeUndefined();
    expect(await formError(leaves, "to_date", { ...values, to_date: dayjs("2026-01-12") })).toBeUndefined();
    expect(await formError(appointments, "end_time", { start_time: dayjs("2026-01-01T11:00"), end_time: dayjs("2026-01-01T10:15") })).toBe("End must be after Start");
  });
});
