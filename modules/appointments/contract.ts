/**
 * The online booking's requests and answers (issue 28): the public page /p/:id asks for a business's
 * bookable services and free slots, sends a code to the customer's mobile, books with it, and the
 * customer's link (/booking/:token) reads, cancels or moves the booking. No sign-in on any of them.
 */
import { Type, type Static } from "typebox";
import { Done, IsoDate, Nullable, Ok } from "../../contracts/common";

const Hhmm = Type.String({ pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$", description: "HH:MM, IST" });
const Mobile = Type.String({ maxLength: 20, description: "10-digit Indian mobile (+91 and spaces allowed)" });

export const BookableService = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Nullable(Type.String()),
  price_paise: Type.Integer(),
  duration_minutes: Type.Integer(),
});
export type BookableService = Static<typeof BookableService>;

export const BookingPageInfo = Type.Object({
  business_id: Type.Integer(),
  business_name: Type.String(),
  /** False when the owner turned online booking off, or nobody has hours declared. */
  open: Type.Boolean(),
  days_ahead: Type.Integer(),
  cancel_hours_before: Type.Integer(),
  services: Type.Array(BookableService),
});
export type BookingPageInfo = Static<typeof BookingPageInfo>;
export const BookingPageReply = Ok(BookingPageInfo);

export const SlotsQuery = Type.Object({
  service_id: Type.String({ maxLength: 12 }),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export const FreeSlot = Type.Object({ date: Type.String(), start_time: Type.String(), end_time: Type.String() });
export const StaffSlots = Type.Object({ staff_id: Type.Integer(), full_name: Type.String(), slots: Type.Array(FreeSlot) });
export type StaffSlots = Static<typeof StaffSlots>;
export const SlotsReply = Ok(Type.Object({ service: BookableService, from: Type.String(), to: Type.String(), staff: Type.Array(StaffSlots) }));
export type SlotsData = Static<typeof SlotsReply>["data"];

export const BookingCodeBody = Type.Object({ mobile: Mobile });
export const BookBody = Type.Object({
  service_id: Type.Integer(),
  staff_id: Type.Integer(),
  date: IsoDate,
  start_time: Hhmm,
  name: Type.String({ maxLength: 80 }),
  mobile: Mobile,
  otp: Type.String({ maxLength: 10 }),
  language: Type.Optional(Type.String({ maxLength: 8 })),
});

export const CustomerBooking = Type.Object({
  business_id: Type.Integer(),
  business_name: Type.String(),
  customer_name: Type.String(),
  service_id: Nullable(Type.Integer()),
  service: Nullable(Type.String()),
  staff: Nullable(Type.String()),
  staff_id: Nullable(Type.Integer()),
  date: Type.String(),
  start_time: Type.String(),
  end_time: Type.String(),
  status: Type.String(),
  /** Until when (an instant) the customer may still cancel or move it; null once it cannot be. */
  change_until: Nullable(Type.String()),
  can_change: Type.Boolean(),
});
export type CustomerBooking = Static<typeof CustomerBooking>;
export const BookedReply = Ok(Type.Object({ booking: CustomerBooking, token: Type.String(), manage_url: Type.String(), sms: Type.String() }));
export const CustomerBookingReply = Ok(CustomerBooking);
export const TokenParams = Type.Object({ token: Type.String({ maxLength: 40 }) });
/** Nothing to say: the link names the booking. */
export const CancelBody = Type.Object({}, { additionalProperties: false });
export const MoveBody = Type.Object({ staff_id: Type.Optional(Type.Integer()), date: IsoDate, start_time: Hhmm });
export { Done };


/** The appointment figures for the dashboard (GET /api/appointments/figures). */
export const FiguresQuery = Type.Object({ business_id: Type.String({ maxLength: 40 }) });

export const AppointmentFigures = Type.Object({
  /** IST date the figures are for. */
  date: Type.String({ format: "date" }),
  /** Appointments today that are not cancelled. */
  today_bookings: Type.Integer(),
  /** Appointments today still to come (booked or confirmed, not yet started). */
  today_upcoming: Type.Integer(),
  /** Half-hour slots still free today across the staff with working hours (availability's freeSlots), from now on. */
  free_slots_today: Type.Integer(),
  /** Marked "no-show" this calendar month (IST), up to today. */
  no_shows_month: Type.Integer(),
});
export type AppointmentFigures = Static<typeof AppointmentFigures>;
