/**
 * Demo data of the payments-area, appointments, staff, communication and support modules for the seeded
 * businesses: a kirana in Pune (master 5), a lodge in Shirdi (master 147), a salon in Kothrud (master 14)
 * and the second owner's pharmacy. Dates are relative to today in India, so the demo always looks current.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client";
import type { Seeded } from "../server/module-part";
import { demoPdf } from "../server/seed/demo-files";
import { insertRow, tableName } from "../server/engine";
import { businessProfileDetails, staffSettings } from "../server/db/modules-schema";
import { credit } from "../server/wallet/ledger";
import { moneyReference } from "../server/wallet/references";
import type { AttendanceMark } from "../modules/staff/resources";
import { istDate } from "../resources/ist";
import { seedAvailabilityDemo } from "../modules/appointments/server";

const DAY = 24 * 3600_000;
/** Today's date in India, shifted by `offset` days: "YYYY-MM-DD". */
const istDay = (offset = 0) => istDate(Date.now() + offset * DAY);
/** An instant `offset` days (and hours) from now, as the API's ISO datetime. */
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 3600_000).toISOString();
const weekday = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`).getUTCDay();

type Row = Record<string, unknown>;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

async function insertAll(db: Db, resource: string, businessId: number, rows: Row[]): Promise<{ id: number }[]> {
  const out: { id: number }[] = [];
  for (const row of rows) out.push(await insertRow(db, resource, businessId, row));
  return out;
}

/** A stable pseudo-random sequence, so every fresh demo database looks the same. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** Attendance for the last `days` days: mostly present, the weekly off on Sundays, a few leaves and half days. */
async function seedAttendance(db: Db, businessId: number, staffIds: number[], days: number, seed: number) {
  const rand = seeded(seed);
  const values = [];
  for (let d = days; d >= 1; d--) {
    const date = istDay(-d);
    for (const staffId of staffIds) {
      const r = rand();
      let status: AttendanceMark = weekday(date) === 0 ? "week_off" : r < 0.82 ? "present" : r < 0.88 ? "half_day" : r < 0.94 ? "absent" : "paid_leave";
      if (date.endsWith("-11-01") || date.endsWith("-10-21")) status = "holiday";
      const late = rand() < 0.2;
      const checkIn = status === "present" || status === "half_day" ? (late ? "09:52" : "09:2" + Math.floor(rand() * 9)) : null;
      const checkOut = status === "present" ? "18:3" + Math.floor(rand() * 9) : status === "half_day" ? "14:0" + Math.floor(rand() * 9) : null;
      values.push(sql`(${businessId}, ${staffId}, ${date}::date, ${status}, ${checkIn}::time, ${checkOut}::time)`);
    }
  }
  const table = sql.identifier(tableName("staff_attendance"));
  for (let i = 0; i < values.length; i += 400) {
    await db.execute(sql`INSERT INTO ${table} (business_id, staff_id, date, status, check_in, check_out) VALUES ${sql.join(values.slice(i, i + 400), sql`, `)}`);
  }
}

async function seedHotel(db: Db, id: number) {
  const rooms = await insertAll(db, "hotel_rooms", id, [
    { room_number: "101", room_type: "Standard", floor: 1, max_guests: 2, ac: false, tariff: 1200, status: "occupied", amenities: "Double bed, TV, geyser, Wi-Fi" },
    { room_number: "102", room_type: "Standard", floor: 1, max_guests: 2, ac: true, tariff: 1500, status: "available", amenities: "Double bed, TV, geyser, Wi-Fi" },
    { room_number: "103", room_type: "Family", floor: 1, max_guests: 4, ac: true, tariff: 2400, status: "occupied", amenities: "Two double beds, TV, geyser, Wi-Fi" },
    { room_number: "201", room_type: "Deluxe", floor: 2, max_guests: 3, ac: true, tariff: 2200, status: "cleaning", amenities: "King bed, sofa, TV, mini fridge, temple view balcony" },
    { room_number: "202", room_type: "Deluxe", floor: 2, max_guests: 3, ac: true, tariff: 2200, status: "occupied", amenities: "King bed, sofa, TV, mini fridge" },
    { room_number: "203", room_type: "Super Deluxe", floor: 2, max_guests: 3, ac: true, tariff: 2800, status: "available", amenities: "King bed, bathtub, TV, mini fridge, balcony" },
    { room_number: "301", room_type: "Suite", floor: 3, max_guests: 4, ac: true, tariff: 4500, status: "available", amenities: "Bedroom and sitting room, two TVs, kettle, balcony" },
    { room_number: "D1", room_type: "Dormitory", floor: 0, max_guests: 8, ac: false, tariff: 350, status: "maintenance", amenities: "Eight bunk beds, lockers, common bath" },
  ]);
  const [r101, , r103, r201, r202, r203, r301] = ids(rooms);
  await insertAll(db, "hotel_bookings", id, [
    { guest_name: "Suresh Patil", phone: "9822456789", room_id: r101, check_in: istDay(-1), check_out: istDay(1), adults: 2, children: 0, id_proof: "Aadhaar", id_number: "4521", tariff: 1200, advance: 1200, source: "Walk-in", status: "checked_in" },
    { guest_name: "Kavita Iyer", phone: "9845012345", room_id: r103, check_in: istDay(0), check_out: istDay(2), adults: 2, children: 2, id_proof: "Driving licence", id_number: "7734", tariff: 2400, advance: 2000, source: "MakeMyTrip", status: "checked_in", notes: "Darshan pass for 6 am aarti requested" },
    { guest_name: "Rajesh Gupta", phone: "9811122233", room_id: r202, check_in: istDay(-2), check_out: istDay(0), adults: 3, children: 0, id_proof: "Aadhaar", id_number: "9902", tariff: 2200, advance: 4400, source: "Goibibo", status: "checked_in" },
    { guest_name: "Anita Deshmukh", phone: "9767001122", room_id: r201, check_in: istDay(-4), check_out: istDay(-2), adults: 2, children: 0, id_proof: "Voter ID", id_number: "3310", tariff: 2200, advance: 4400, source: "Phone", status: "checked_out" },
    { guest_name: "Mohammed Shaikh", phone: "9890233445", room_id: r203, check_in: istDay(2), check_out: istDay(4), adults: 2, children: 1, tariff: 2800, advance: 1000, source: "Booking.com", status: "confirmed" },
    { guest_name: "Venkatesh Rao", phone: "9900887766", room_id: r301, check_in: istDay(5), check_out: istDay(7), adults: 4, children: 0, tariff: 4500, advance: 4500, source: "Phone", status: "confirmed", notes: "Family from Hyderabad; needs airport taxi from Shirdi airport" },
    { guest_name: "Pooja Jain", phone: "9820098765", room_id: r201, check_in: istDay(-9), check_out: istDay(-8), adults: 2, children: 0, tariff: 2200, advance: 0, source: "Agoda", status: "cancelled" },
  ]);

  const staffRows = await insertAll(db, "staff", id, [
    { full_name: "Santosh Kale", phone: "9970112233", designation: "Front desk manager", joining_date: "2022-06-01", salary_type: "monthly", salary: 18000, status: "active", gender: "Male", bank_account_number: "30112233445", ifsc: "SBIN0000456", upi_id: "santoshkale@oksbi" },
    { full_name: "Meena Gaikwad", phone: "9970223344", designation: "Housekeeping", joining_date: "2023-01-16", salary_type: "monthly", salary: 11000, status: "active", gender: "Female", upi_id: "meenag@ybl" },
    { full_name: "Ravi Bhosale", phone: "9970334455", designation: "Cook", joining_date: "2021-11-01", salary_type: "monthly", salary: 16000, status: "active", gender: "Male" },
    { full_name: "Dattatray More", phone: "9970445566", designation: "Night watchman", joining_date: "2024-03-10", salary_type: "monthly", salary: 10500, status: "active", gender: "Male" },
    { full_name: "Sunita Pawar", phone: "9970556677", designation: "Housekeeping", joining_date: "2025-08-04", salary_type: "daily", salary: 450, status: "active", gender: "Female" },
    { full_name: "Akash Shinde", phone: "9970667788", designation: "Room boy", joining_date: "2024-12-01", salary_type: "hourly", salary: 70, status: "active", gender: "Male" },
  ]);
  const [santosh, meena, ravi, datta, sunita, akash] = ids(staffRows);
  await seedAttendance(db, id, [santosh, meena, ravi, datta, sunita, akash], 35, 147);
  await db.insert(staffSettings).values({ businessId: id, monthBasis: "30", hoursPerDay: 8, weeklyOff: "Sunday", shiftStart: "08:00", shiftEnd: "20:00", lateAfterMinutes: 15, salaryDay: 5 });

  const thisMonth = (day: number) => `${istDay(0).slice(0, 8)}${String(Math.min(day, Number(istDay(0).slice(8)))).padStart(2, "0")}`;
  await insertAll(db, "staff_pay_items", id, [
    { staff_id: santosh, kind: "allowance", date: thisMonth(1), amount: 1500, description: "Mobile & travel allowance" },
    { staff_id: ravi, kind: "allowance", date: thisMonth(1), amount: 800, description: "Food allowance" },
    { staff_id: santosh, kind: "bonus", date: thisMonth(3), amount: 2000, description: "Diwali rush bonus" },
    { staff_id: meena, kind: "bonus", date: thisMonth(3), amount: 1000, description: "Diwali rush bonus" },
    { staff_id: meena, kind: "payment", date: thisMonth(10), amount: 3000, description: "Salary advance (school fees)" },
    { staff_id: ravi, kind: "payment", date: thisMonth(12), amount: 5000, description: "Salary advance" },
    { staff_id: datta, kind: "deduction", date: thisMonth(8), amount: 500, description: "Broken room key card" },
    { staff_id: akash, kind: "overtime", date: thisMonth(6), amount: 420, hours: 6, description: "Extra shift during Guru Purnima crowd" },
    { staff_id: santosh, kind: "overtime", date: thisMonth(9), amount: 900, hours: 6, description: "Night audit cover" },
    { staff_id: sunita, kind: "payment", date: thisMonth(7), amount: 2700, description: "Weekly wages paid in cash" },
  ]);

  const leaveTypes = await insertAll(db, "leave_types", id, [
    { name: "Casual leave", code: "CL", days_per_year: 8, paid: true, carry_forward: false },
    { name: "Sick leave", code: "SL", days_per_year: 6, paid: true, carry_forward: false },
    { name: "Earned leave", code: "EL", days_per_year: 12, paid: true, carry_forward: true },
    { name: "Leave without pay", code: "LWP", days_per_year: 30, paid: false, carry_forward: false },
  ]);
  const [cl, sl, el, lwp] = ids(leaveTypes);
  await insertAll(db, "leaves", id, [
    { staff_id: meena, leave_type_id: sl, from_date: istDay(-6), to_date: istDay(-6), reason: "Fever, doctor visit", status: "approved" },
    { staff_id: ravi, leave_type_id: el, from_date: istDay(8), to_date: istDay(12), reason: "Sister's wedding in Latur", status: "pending" },
    { staff_id: datta, leave_type_id: cl, from_date: istDay(3), to_date: istDay(3), half_day: true, reason: "Bank work", status: "pending" },
    { staff_id: akash, leave_type_id: lwp, from_date: istDay(-15), to_date: istDay(-14), reason: "Went to village for harvest", status: "approved" },
    { staff_id: santosh, leave_type_id: cl, from_date: istDay(-20), to_date: istDay(-20), reason: "Personal work", status: "rejected" },
  ]);

  await insertAll(db, "announcements", id, [
    { title: "Kartik Ekadashi rush", message: "Full occupancy expected this weekend. No leave on Saturday and Sunday; extra tea and breakfast counter from 5 am.", audience: "All staff", publish_on: istDay(-2), expires_on: istDay(5), pinned: true },
    { title: "New uniform", message: "Collect your new maroon uniform from Santosh at the front desk. Wear it from Monday.", audience: "All staff", publish_on: istDay(-8), expires_on: istDay(2), pinned: false },
    { title: "Kitchen hygiene check", message: "Food safety inspector visit expected next week. Keep the cold room log updated daily.", audience: "Kitchen", publish_on: istDay(-1), pinned: false },
  ]);
  await insertAll(db, "assignments", id, [
    { title: "Deep clean rooms 201-203", staff_id: meena, due_date: istDay(1), priority: "high", status: "in_progress", description: "Curtains, bathroom tiles and AC filters" },
    { title: "Renew fire extinguishers", staff_id: santosh, due_date: istDay(6), priority: "medium", status: "pending", description: "Call Sai Fire Services, 6 cylinders" },
    { title: "Monthly grocery order", staff_id: ravi, due_date: istDay(2), priority: "medium", status: "pending", description: "Rice, dal, oil, vegetables for the thali menu" },
    { title: "Fix geyser in room 102", staff_id: akash, due_date: istDay(-1), priority: "high", status: "done" },
  ]);
  const teams = await insertAll(db, "teams", id, [
    { name: "Front office", lead_id: santosh, shift: "General", description: "Reception, bookings, check-in and check-out" },
    { name: "Housekeeping", lead_id: meena, shift: "Morning", description: "Rooms, linen and common areas" },
    { name: "Kitchen", lead_id: ravi, shift: "General", description: "Breakfast and thali for guests" },
  ]);
  const [front, house, kitchen] = ids(teams);
  await insertAll(db, "team_members", id, [
    { team_id: front, staff_id: santosh, role: "Lead" },
    { team_id: front, staff_id: datta, role: "Night desk" },
    { team_id: house, staff_id: meena, role: "Lead" },
    { team_id: house, staff_id: sunita, role: "Housekeeper" },
    { team_id: house, staff_id: akash, role: "Room boy" },
    { team_id: kitchen, staff_id: ravi, role: "Head cook" },
  ]);
  await insertAll(db, "meetings", id, [
    { title: "Corporate rate for pilgrims' tour group", staff_id: santosh, client_name: "Om Sai Tours & Travels", client_phone: "9822334455", date: istDay(-3), time: "11:00", location: "Pimpalwadi Road office", purpose: "Sales visit", status: "done", outcome: "20 rooms a month at ₹1,800; agreement to be signed next week" },
    { title: "Linen laundry contract", staff_id: meena, client_name: "Sparkle Laundry", client_phone: "9822998877", date: istDay(1), time: "15:30", location: "Rahata MIDC", purpose: "Review", status: "scheduled" },
    { title: "Collect pending bill", staff_id: santosh, client_name: "Shirdi Yatra Company", client_phone: "9850011223", date: istDay(-1), time: "12:00", location: "Nagar-Manmad Highway", purpose: "Payment collection", status: "missed", outcome: "Office closed; call again on Monday" },
  ]);
  await insertAll(db, "expenses", id, [
    { title: "MSEDCL electricity bill", category: "Electricity", amount: 18640, date: istDay(-5), payment_mode: "UPI", status: "approved" },
    { title: "Tea and biscuits for staff", category: "Tea & snacks", amount: 640, date: istDay(-2), staff_id: santosh, payment_mode: "Cash", status: "reimbursed" },
    { title: "Plumber for room 102 geyser", category: "Repairs", amount: 1200, date: istDay(-1), staff_id: akash, payment_mode: "Cash", status: "submitted", notes: "New thermostat ₹650 + labour" },
    { title: "Auto fare to Rahata market", category: "Transport", amount: 180, date: istDay(-3), staff_id: ravi, payment_mode: "Cash", status: "approved" },
    { title: "Diwali sweets for staff", category: "Staff welfare", amount: 2400, date: istDay(-25), payment_mode: "UPI", status: "approved" },
  ]);
  const support = await insertAll(db, "staff_support", id, [
    { staff_id: meena, subject: "Advance for school fees", category: "Salary", message: "Sir, I need ₹3,000 advance for my son's school fees. Please cut from salary in two months.", status: "answered", last_message_at: ago(9) },
    { staff_id: akash, subject: "Overtime not added", category: "Salary", message: "I worked the extra shift on Guru Purnima but I don't see overtime in my slip.", status: "open", last_message_at: ago(0, 5) },
  ]);
  await insertAll(db, "staff_support_messages", id, [
    { request_id: support[0].id, author: "staff", body: "Sir, I need ₹3,000 advance for my son's school fees. Please cut from salary in two months." },
    { request_id: support[0].id, author: "owner", body: "Approved. Collect it from Santosh today; we will deduct ₹1,500 in each of the next two salaries." },
    { request_id: support[0].id, author: "staff", body: "Thank you sir." },
    { request_id: support[1].id, author: "staff", body: "I worked the extra shift on Guru Purnima but I don't see overtime in my slip." },
  ]);
  await insertAll(db, "staff_emails", id, [
    { staff_id: santosh, kind: "Appraisal", subject: "Salary revision from April", body: "Dear Santosh,\nYour monthly salary is revised to ₹18,000 from 1 April. Thank you for running the front desk so well.\nHotel Sai Residency", written_on: istDay(-40) },
    { staff_id: sunita, kind: "Offer letter", subject: "Appointment as housekeeper", body: "Dear Sunita,\nYou are appointed as housekeeper on daily wages of ₹450, paid weekly.\nHotel Sai Residency", written_on: "2025-08-01" },
  ]);

  await insertAll(db, "reviews", id, [
    { customer_name: "Kavita Iyer", rating: 5, comment: "Walking distance to the temple, clean rooms and very helpful staff. Hot water all night.", source: "Google", reviewed_on: istDay(-3), status: "published", reply: "Thank you Kavita ji, Sai Ram!" },
    { customer_name: "Rajesh Gupta", rating: 4, comment: "Good stay, thali was tasty. Lift was slow.", source: "Google", reviewed_on: istDay(-6), status: "published" },
    { customer_name: "Nilesh Joshi", rating: 2, comment: "AC in room 102 was not cooling; they shifted us after an hour.", source: "Website", reviewed_on: istDay(-12), status: "published", reply: "Sorry for the trouble, we have serviced all ACs." },
  ]);
  await insertAll(db, "inquiries", id, [
    { name: "Om Sai Tours & Travels", phone: "9822334455", interested_in: "20 rooms every month for tour groups", message: "Need corporate rate for groups of 40 pilgrims, twice a month.", source: "Phone call", status: "follow_up", follow_up_on: istDay(2), received_at: ago(6) },
    { name: "Prakash Kulkarni", phone: "9881234567", email: "prakash.k@gmail.com", interested_in: "Family room for Gurupurnima", message: "Do you have a 4-bed room for 3 nights around Guru Purnima?", source: "WhatsApp", status: "new", received_at: ago(0, 3) },
  ]);
}

async function seedKirana(db: Db, id: number) {
  const staffRows = await insertAll(db, "staff", id, [
    { full_name: "Vikram Yadav", phone: "9860112233", designation: "Counter salesman", joining_date: "2020-04-01", salary_type: "monthly", salary: 14000, status: "active", gender: "Male" },
    { full_name: "Pinky Kamble", phone: "9860223344", designation: "Billing", joining_date: "2023-07-01", salary_type: "monthly", salary: 12000, status: "active", gender: "Female" },
    { full_name: "Raju Thapa", phone: "9860334455", designation: "Delivery boy", joining_date: "2024-02-15", salary_type: "daily", salary: 500, status: "active", gender: "Male" },
  ]);
  await seedAttendance(db, id, ids(staffRows), 21, 5);

  await insertAll(db, "services", id, [
    { name: "Home delivery (within 3 km)", category: "Delivery", price: 30, gst_rate: "18", duration_minutes: 45, description: "Free above ₹1,000", active: true },
    { name: "Monthly ration packing", category: "Packing", price: 50, gst_rate: "18", duration_minutes: 30, active: true },
    { name: "Gas cylinder booking help", category: "Assistance", price: 20, gst_rate: "18", duration_minutes: 10, active: false },
  ]);
  await insertAll(db, "membership_plans", id, [
    { name: "Ration Club Silver", duration_months: 6, price: 499, gst_rate: "18", benefits: "Free home delivery, 2% off on monthly ration above ₹3,000", active: true },
    { name: "Ration Club Gold", duration_months: 12, price: 899, gst_rate: "18", benefits: "Free home delivery, 3% off on all groceries, festival hamper at Diwali", active: true },
  ]);
  await insertAll(db, "reviews", id, [
    { customer_name: "Sneha Kulkarni", phone: "9822012398", rating: 5, comment: "Always fresh atta and dal. Delivery within half an hour.", source: "Google", reviewed_on: istDay(-1), status: "published" },
    { customer_name: "Arun Mehta", rating: 4, comment: "Good prices, UPI payment is quick. Sometimes crowded in the evening.", source: "In store", reviewed_on: istDay(-4), status: "published", reply: "Thank you! Try our home delivery in the evening." },
    { customer_name: "Farida Khan", rating: 3, comment: "Ordered on WhatsApp, one item was missing but they sent it the next day.", source: "WhatsApp", reviewed_on: istDay(-9), status: "published" },
    { customer_name: "Ganesh Pawar", rating: 5, comment: "Best kirana on MG Road. Owner remembers what we buy.", source: "Justdial", reviewed_on: istDay(-16), status: "published" },
  ]);
  await insertAll(db, "inquiries", id, [
    { name: "Hotel Annapurna", phone: "9823456781", interested_in: "Bulk rice and oil", message: "Need 100 kg Kolam rice and 30 litres sunflower oil weekly. Please share rate.", source: "Phone call", status: "contacted", follow_up_on: istDay(1), received_at: ago(2) },
    { name: "Meera Joshi", phone: "9890011223", interested_in: "Diwali faral hampers", message: "Do you make Diwali hampers for office? 25 boxes.", source: "Instagram", status: "new", received_at: ago(0, 6) },
    { name: "Sai Krupa Society", phone: "9766554433", email: "secretary.saikrupa@gmail.com", interested_in: "Monthly ration for 40 flats", message: "Society members want monthly delivery with one bill per flat.", source: "Walk-in", status: "converted", received_at: ago(15) },
  ]);
  await insertAll(db, "kyc_documents", id, [
    { document_type: "PAN card", document_number: "AAPFU0939F", file: demoPdf("PAN card"), status: "verified", remarks: "Matches GSTIN" },
    { document_type: "GST certificate", document_number: "27AAPFU0939F1ZV", file: demoPdf("GST registration certificate"), status: "verified" },
    { document_type: "Bank proof (cancelled cheque)", document_number: "HDFC0001234", file: demoPdf("Cancelled cheque"), status: "verified" },
  ]);
  // History that nets to zero, so the wallet still opens at the spec's demo balance: collections in, withdrawals and SMS out.
  await credit(db, { businessId: id, amountPaise: 8_501_50, kind: "topup", reference: `demo-collections:${id}`, note: "UPI collections on the shop QR" });
  // The SMS history below: one debit for its 7 messages (its reference is their batch), one refund for the failed one.
  const smsBatch = moneyReference("sms", id, "DEMO0001");
  await db.execute(sql`INSERT INTO wallet_ledger (business_id, amount_paise, kind, reference, note) VALUES (${id}, -175, 'sms', ${smsBatch}, '7 SMS x 1 part')`);
  await credit(db, { businessId: id, amountPaise: 25, kind: "refund", reference: `sms-refund:${smsBatch}#6`, note: "SMS to 9823456781 not delivered: refunded" });
  const wd = [
    { reference: moneyReference("withdrawal", id, "DEMO0001"), amount: 5000, status: "completed", utr: "HDFCN52026110412345", requested_at: ago(12), processed_at: ago(11) },
    { reference: moneyReference("withdrawal", id, "DEMO0002"), amount: 3500, status: "processing", requested_at: ago(0, 4) },
  ];
  for (const w of wd) {
    await db.execute(
      sql`INSERT INTO wallet_ledger (business_id, amount_paise, kind, reference, note) VALUES (${id}, ${-w.amount * 100}, 'withdrawal', ${w.reference}, 'Withdrawal to XXXX5678 (HDFC0001234)')`,
    );
    await insertRow(db, "withdrawals", id, { ...w, bank_account: "XXXX5678", ifsc: "HDFC0001234" });
  }
  await db.insert(businessProfileDetails).values({
    businessId: id,
    about: "Groceries, dry fruits and daily needs since 1998. Free home delivery above ₹1,000.",
    whatsapp: "9876543210",
    landmark: "Opposite Laxmi Road post office",
    openingTime: "08:00",
    closingTime: "22:00",
    weeklyOff: "None",
  });

  const contacts = await insertAll(db, "sms_contacts", id, [
    { name: "Sneha Kulkarni", phone: "9822012398", group_name: "Regulars", city: "Pune", birthday: "1990-03-14" },
    { name: "Arun Mehta", phone: "9822012399", group_name: "Regulars", city: "Pune" },
    { name: "Farida Khan", phone: "9822012400", group_name: "Customers", city: "Pune" },
    { name: "Ganesh Pawar", phone: "9822012401", group_name: "Customers", city: "Pimpri" },
    { name: "Hotel Annapurna", phone: "9823456781", group_name: "Leads", city: "Pune", notes: "Bulk rice enquiry" },
    { name: "Balaji Traders", phone: "9850123456", group_name: "Suppliers", city: "Pune", notes: "Pulses wholesaler, Market Yard" },
    { name: "Rohit Sawant", phone: "9822012402", group_name: "Customers", city: "Pune", opted_out: true, notes: "Asked not to get offers" },
  ]);
  const templateRows = [
    { name: "Payment received", sender_id: "SHRMGS", dlt_template_id: "1107168888123456789", category: "Transactional", body: "Dear {#var#}, we received Rs {#var#} at Sharma General Store. Thank you!", status: "approved" },
    { name: "Order out for delivery", sender_id: "SHRMGS", dlt_template_id: "1107168888123456790", category: "Service implicit", body: "Hi {#var#}, your order {#var#} is out for delivery and will reach you in 30 minutes. Sharma General Store", status: "approved" },
    { name: "Diwali offer", sender_id: "556677", dlt_template_id: "1107168888123456791", category: "Promotional", body: "Diwali offer at Sharma General Store: {#var#} off on dry fruits till {#var#}. Call 9876543210", status: "approved" },
    { name: "Udhaar reminder", sender_id: "SHRMGS", dlt_template_id: "1107168888123456792", category: "Service explicit", body: "Dear {#var#}, Rs {#var#} is due at Sharma General Store. Please pay by UPI to sharmastore@okhdfcbank", status: "pending" },
  ];
  const templates = await insertAll(db, "sms_templates", id, templateRows);
  const [paid, delivery, offer] = ids(templates);
  await insertAll(db, "sms_notifications", id, [
    { event: "Payment received", template_id: paid, send_to: "Customer", enabled: true },
    { event: "Invoice created", template_id: delivery, send_to: "Customer", enabled: false },
    { event: "Payment due reminder", template_id: templates[3].id, send_to: "Customer", minutes_before: 1440, enabled: false },
  ]);
  const log = sql.identifier(tableName("sms_messages"));
  const messages: [string, number, string, string, number, string, string | null][] = [
    ["9822012398", paid, "SHRMGS", "Dear Sneha, we received Rs 1,240 at Sharma General Store. Thank you!", 0, "delivered", null],
    ["9822012399", paid, "SHRMGS", "Dear Arun, we received Rs 860 at Sharma General Store. Thank you!", 1, "delivered", null],
    ["9822012400", delivery, "SHRMGS", "Hi Farida, your order SGS-2291 is out for delivery and will reach you in 30 minutes. Sharma General Store", 1, "delivered", null],
    ["9822012401", offer, "556677", "Diwali offer at Sharma General Store: 10% off on dry fruits till 5 Nov. Call 9876543210", 18, "delivered", null],
    ["9822012398", offer, "556677", "Diwali offer at Sharma General Store: 10% off on dry fruits till 5 Nov. Call 9876543210", 18, "delivered", null],
    ["9823456781", offer, "556677", "Diwali offer at Sharma General Store: 10% off on dry fruits till 5 Nov. Call 9876543210", 18, "failed", "Number on DND for promotional SMS"],
    ["9850123456", paid, "SHRMGS", "Dear Balaji Traders, we received Rs 12,400 at Sharma General Store. Thank you!", 3, "delivered", null],
  ];
  const dlt = new Map(templates.map((t, i) => [t.id, templateRows[i].dlt_template_id]));
  for (const [n, [to, template, sender, text, daysAgo, status, reason]] of messages.entries()) {
    await db.execute(
      sql`INSERT INTO ${log} (business_id, recipient, sender_id, template_id, dlt_template_id, text, encoding, parts, cost, status, failure_reason, batch, reference, attempts, sent_at)
          VALUES (${id}, ${to}, ${sender}, ${template}, ${String(dlt.get(template))}, ${text}, 'GSM', 1, 25, ${status}, ${reason}, ${smsBatch}, ${`${smsBatch}#${n + 1}`}, 1, ${ago(daysAgo, 2)}::timestamptz)`,
    );
  }
  void contacts;
}

async function seedSalon(db: Db, id: number) {
  const services = await insertAll(db, "services", id, [
    { name: "Haircut (men)", category: "Hair", price: 200, gst_rate: "18", duration_minutes: 30, active: true },
    { name: "Haircut & blow dry (women)", category: "Hair", price: 600, gst_rate: "18", duration_minutes: 60, active: true },
    { name: "Beard trim & shave", category: "Grooming", price: 120, gst_rate: "18", duration_minutes: 20, active: true },
    { name: "Fruit facial", category: "Skin", price: 900, gst_rate: "18", duration_minutes: 60, active: true },
    { name: "Threading (eyebrows)", category: "Skin", price: 50, gst_rate: "18", duration_minutes: 10, active: true },
    { name: "Bridal makeup", category: "Makeup", price: 15000, gst_rate: "18", duration_minutes: 180, active: true, description: "Includes trial session and draping" },
    { name: "Hair spa", category: "Hair", price: 1200, gst_rate: "18", duration_minutes: 75, active: true },
  ]);
  const [cutMen, cutWomen, beard, facial, threading, bridal, spa] = ids(services);
  const staffRows = await insertAll(db, "staff", id, [
    { full_name: "Ganesh Shinde", phone: "9881011223", designation: "Senior stylist", joining_date: "2019-05-01", salary_type: "monthly", salary: 22000, status: "active", gender: "Male" },
    { full_name: "Priyanka Salunkhe", phone: "9881022334", designation: "Beautician", joining_date: "2021-09-15", salary_type: "monthly", salary: 18000, status: "active", gender: "Female" },
    { full_name: "Imran Sayyed", phone: "9881033445", designation: "Stylist", joining_date: "2024-01-10", salary_type: "monthly", salary: 15000, status: "active", gender: "Male" },
    { full_name: "Komal Jadhav", phone: "9881044556", designation: "Trainee", joining_date: "2025-10-01", salary_type: "daily", salary: 400, status: "active", gender: "Female" },
  ]);
  const [ganesh, priyanka, imran, komal] = ids(staffRows);
  await seedAttendance(db, id, ids(staffRows), 14, 14);
  const appt = (day: number, start: string, end: string, customer: string, phone: string, service: number, staffId: number, status: string, notes?: string) => ({
    customer_name: customer, phone, service_id: service, staff_id: staffId, date: istDay(day), start_time: start, end_time: end, status, ...(notes ? { notes } : {}),
  });
  await insertAll(db, "appointments", id, [
    appt(-2, "11:00", "11:30", "Rohan Deshpande", "9850012345", cutMen, imran, "completed"),
    appt(-1, "17:00", "18:00", "Shruti Kulkarni", "9850023456", cutWomen, priyanka, "completed"),
    appt(-1, "18:30", "18:50", "Amit Jagtap", "9850034567", beard, ganesh, "no_show"),
    appt(0, "10:30", "11:30", "Neha Pathak", "9850045678", facial, priyanka, "confirmed"),
    appt(0, "12:00", "12:30", "Sanjay Gokhale", "9850056789", cutMen, ganesh, "booked"),
    appt(0, "16:00", "16:10", "Aarti Bhide", "9850067890", threading, priyanka, "booked"),
    appt(1, "11:00", "12:15", "Manasi Apte", "9850078901", spa, priyanka, "confirmed"),
    appt(2, "09:00", "12:00", "Rutuja Patil", "9850089012", bridal, priyanka, "confirmed", "Wedding on Sunday; trial done last week"),
    appt(3, "19:00", "19:30", "Kunal Mhatre", "9850090123", cutMen, imran, "booked"),
    appt(4, "15:00", "15:20", "Yusuf Shaikh", "9850001234", beard, ganesh, "cancelled", "Out of town"),
  ]);
  await seedAvailabilityDemo(db, id, { ganesh, priyanka, imran, komal });
  await insertAll(db, "membership_plans", id, [
    { name: "Glow Monthly", duration_months: 1, price: 999, gst_rate: "18", visits_included: 4, benefits: "4 visits: haircut, threading and head massage; 10% off on other services", active: true },
    { name: "Glow Gold (6 months)", duration_months: 6, price: 4999, gst_rate: "18", visits_included: 30, benefits: "30 visits, one facial a month, 15% off on bridal packages", active: true },
    { name: "Gents Grooming Club", duration_months: 3, price: 1499, gst_rate: "18", benefits: "Unlimited haircut and beard trim on weekdays", active: false },
  ]);
  await insertAll(db, "reviews", id, [
    { customer_name: "Shruti Kulkarni", rating: 5, comment: "Priyanka did a lovely blow dry. Very hygienic salon.", source: "Google", reviewed_on: istDay(-1), status: "published" },
    { customer_name: "Rohan Deshpande", rating: 4, comment: "Good haircut by Imran; a 15 minute wait even with an appointment.", source: "Google", reviewed_on: istDay(-2), status: "published" },
  ]);
  await insertAll(db, "inquiries", id, [
    { name: "Rutuja Patil", phone: "9850089012", interested_in: "Bridal makeup package", message: "Wedding in December; want HD makeup with saree draping for 3 functions.", source: "Instagram", status: "converted", received_at: ago(20) },
  ]);
}

async function seedTickets(db: Db, kirana: number, hotel: number) {
  const [withdrawal] = await insertAll(db, "tickets", kirana, [
    { subject: "Withdrawal of ₹5,000 not received", category: "Withdrawal", priority: "high", description: "I requested ₹5,000 withdrawal to my HDFC account 3 days ago but it has not come yet.", status: "resolved", last_reply_at: ago(11) },
  ]);
  const [qr] = await insertAll(db, "tickets", kirana, [
    { subject: "QR sticker faded, need a new print", category: "QR code", priority: "normal", description: "The QR sticker on my counter has faded in the sun. Can you send a laminated standee?", status: "awaiting_reply", last_reply_at: ago(0, 20) },
  ]);
  const [hotelTicket] = await insertAll(db, "tickets", hotel, [
    { subject: "Renewal charged twice?", category: "Subscription", priority: "normal", description: "Staff Management renewal seems to be deducted twice from my wallet. Please check.", status: "open", last_reply_at: ago(0, 2) },
  ]);
  await insertAll(db, "ticket_messages", kirana, [
    { ticket_id: withdrawal.id, author: "business", author_name: "Ramesh Sharma", body: "I requested ₹5,000 withdrawal to my HDFC account 3 days ago but it has not come yet." },
    { ticket_id: withdrawal.id, author: "support", author_name: "Galla Support (Anjali)", body: "Namaste Ramesh ji, the transfer was delayed by a bank holiday. It is now completed with UTR HDFCN52026110412345." },
    { ticket_id: withdrawal.id, author: "business", author_name: "Ramesh Sharma", body: "Received, thank you." },
    { ticket_id: qr.id, author: "business", author_name: "Ramesh Sharma", body: "The QR sticker on my counter has faded in the sun. Can you send a laminated standee?" },
    { ticket_id: qr.id, author: "support", author_name: "Galla Support (Imran)", body: "Sure. Please confirm the delivery address: Shop 4, Laxmi Market, MG Road, Pune 411001?" },
  ]);
  await insertAll(db, "ticket_messages", hotel, [
    { ticket_id: hotelTicket.id, author: "business", author_name: "Ramesh Sharma", body: "Staff Management renewal seems to be deducted twice from my wallet. Please check." },
  ]);
}

async function seedPharmacy(db: Db, id: number) {
  await insertAll(db, "staff", id, [
    { full_name: "Hetal Parmar", phone: "9725011223", designation: "Pharmacist", joining_date: "2022-02-01", salary_type: "monthly", salary: 25000, status: "active", gender: "Female" },
  ]);
  await insertAll(db, "sms_contacts", id, [{ name: "Dr. Shah Clinic", phone: "9725099887", group_name: "Customers", city: "Ahmedabad" }]);
}

export async function seedModulesDemo(db: Db, demo: Seeded): Promise<void> {
  const byMaster = (m: number) => demo.businesses.find((b) => b.businessMasterId === m)!;
  const kirana = byMaster(5).id;
  const hotel = byMaster(147).id;
  const salon = byMaster(14).id;
  const pharmacy = byMaster(4).id;
  await seedKirana(db, kirana);
  await seedHotel(db, hotel);
  await seedSalon(db, salon);
  await seedPharmacy(db, pharmacy);
  await seedTickets(db, kirana, hotel);
}
