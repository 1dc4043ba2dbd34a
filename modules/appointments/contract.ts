/** Appointments' own routes: the figures for the dashboard. */
import { Type, type Static } from "typebox";

export const FiguresQuery = Type.Object({ business_id: Type.String({ maxLength: 40 }) });

export const AppointmentFigures = Type.Object({
  /** IST date the figures are for. */
  date: Type.String({ format: "date" }),
  /** Appointments today that are not cancelled. */
  today_bookings: Type.Integer(),
  /** Appointments today still to come (booked or confirmed, not yet started). */
  today_upcoming: Type.Integer(),
  /** Marked "no-show" this calendar month (IST), up to today. */
  no_shows_month: Type.Integer(),
});
export type AppointmentFigures = Static<typeof AppointmentFigures>;
