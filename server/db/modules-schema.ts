import { integer, numeric, pgTable, text, time, timestamp, varchar } from "drizzle-orm/pg-core";

// Mirrors migrations/0040_modules.sql: one row per business each, created on first save.

export const businessProfileDetails = pgTable("business_profile_details", {
  businessId: integer("business_id").primaryKey(),
  about: text("about"),
  website: text("website"),
  whatsapp: varchar("whatsapp", { length: 10 }),
  landmark: text("landmark"),
  openingTime: time("opening_time"),
  closingTime: time("closing_time"),
  weeklyOff: varchar("weekly_off", { length: 10 }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const staffSettings = pgTable("staff_settings", {
  businessId: integer("business_id").primaryKey(),
  monthBasis: varchar("month_basis", { length: 10 }).notNull().default("calendar"),
  hoursPerDay: numeric("hours_per_day", { precision: 4, scale: 2, mode: "number" }).notNull().default(8),
  weeklyOff: varchar("weekly_off", { length: 10 }).notNull().default("Sunday"),
  shiftStart: time("shift_start").notNull().default("09:30"),
  shiftEnd: time("shift_end").notNull().default("18:30"),
  lateAfterMinutes: integer("late_after_minutes").notNull().default(15),
  salaryDay: integer("salary_day").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
