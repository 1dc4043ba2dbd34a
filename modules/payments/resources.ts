/**
 * Payments area resources (module `galla`): withdrawals, KYC documents, reviews, inquiries, hotel rooms and
 * bookings (master id 147 only), membership plans and services. The business profile is not a resource: its
 * sections edit the business itself (modules/core: profile.ts, console/profile, server/profile-routes.ts).
 */
import { defineResource, type ResourceDef } from "../../resources/types";
import { inOrder } from "../../resources/record-rules";
import { MASTER_ID_HOTEL } from "../../resources/modules";
import { GST_RATES as GST_SLABS } from "../../resources/gst";

/** The enum options of GST-rated fields: today's slabs, as text. */
const GST_RATES = GST_SLABS.map(String);

/** Money out of the wallet to the business's bank account; created only by the withdraw action (it debits the ledger). */
export const withdrawals = defineResource({
  name: "withdrawals",
  module: "galla",
  ownerOnly: true,
  label: "Withdrawal",
  singular: "Withdrawal",
  icon: "BankOutlined",
  section: "PAYMENTS",
  routes: { list: "/galla/Withdrawal", create: "/galla/Withdrawal/create" },
  publicRoutes: true,
  customPages: ["create"],
  readOnly: true,
  // The masked account the money went to names a withdrawal to a person; the reference (withdrawal:<business>:<key>,
  // the ledger's idempotency key) is an internal id and is not listed or shown as a title (issue 23).
  titleField: "bank_account",
  defaultSort: { field: "requested_at", order: "desc" },
  fields: [
    // Unique: two concurrent retries of one request cannot both insert the row (the debit is already once-only).
    { name: "reference", type: "text", label: "Reference", readOnly: true, search: true, unique: true },
    { name: "amount", type: "money", required: true, inList: true, sortable: true, rules: [{ kind: "min", value: 100, message: "The smallest withdrawal is ₹100" }] },
    { name: "bank_account", type: "text", label: "Bank account", readOnly: true, inList: true, help: "Masked account number the money goes to" },
    { name: "ifsc", type: "ifsc", label: "IFSC", readOnly: true },
    { name: "status", type: "enum", options: ["requested", "processing", "completed", "rejected"], default: "requested", readOnly: true, inList: true, filter: true },
    { name: "utr", type: "text", label: "UTR", readOnly: true, inList: true, search: true, help: "Bank reference (Unique Transaction Reference) once the transfer is made" },
    { name: "requested_at", type: "datetime", label: "Requested", readOnly: true, inList: true, sortable: true },
    { name: "processed_at", type: "datetime", label: "Processed", readOnly: true },
    { name: "remarks", type: "text", readOnly: true },
  ],
});

/** KYC papers the platform must verify before withdrawals: PAN, GST certificate, bank proof. */
export const kycDocuments = defineResource({
  name: "kyc_documents",
  module: "galla",
  ownerOnly: true,
  label: "Manage KYC",
  singular: "KYC document",
  icon: "SafetyCertificateOutlined",
  section: "PAYMENTS",
  routes: { list: "/galla/Setting/ManageKYC", create: "/galla/Setting/ManageKYC/create", edit: "/galla/Setting/ManageKYC/:id/edit" },
  publicRoutes: true,
  titleField: "document_type",
  defaultSort: { field: "created_at", order: "desc" },
  fields: [
    {
      name: "document_type",
      type: "enum",
      label: "Document",
      required: true,
      options: ["PAN card", "GST certificate", "Bank proof (cancelled cheque)", "Bank statement", "Shop & establishment licence", "Udyam certificate"],
      inList: true,
      filter: true,
    },
    { name: "document_number", type: "text", label: "Document number", inList: true, search: true, rules: [{ kind: "maxLength", value: 30 }] },
    { name: "file", type: "file", label: "Upload (PDF or photo)", required: true },
    { name: "status", type: "enum", options: ["pending", "under_review", "verified", "rejected"], default: "pending", readOnly: true, inList: true, filter: true },
    { name: "remarks", type: "text", label: "Reviewer remarks", readOnly: true, inList: true },
  ],
});

export const reviews = defineResource({
  name: "reviews",
  module: "galla",
  label: "Reviews",
  singular: "Review",
  icon: "StarOutlined",
  section: "PAYMENTS",
  routes: { list: "/galla/reviews", show: "/galla/reviews/:id", create: "/galla/reviews/create", edit: "/galla/reviews/:id/edit" },
  titleField: "customer_name",
  defaultSort: { field: "reviewed_on", order: "desc" },
  fields: [
    { name: "customer_name", type: "text", label: "Customer", required: true, inList: true, search: true },
    { name: "phone", type: "phone" },
    {
      name: "rating",
      type: "number",
      required: true,
      inList: true,
      filter: true,
      sortable: true,
      rules: [
        { kind: "min", value: 1, message: "Rating must be 1 to 5 stars" },
        { kind: "max", value: 5, message: "Rating must be 1 to 5 stars" },
      ],
    },
    { name: "comment", type: "longtext", required: true, search: true, inList: true },
    { name: "source", type: "enum", options: ["In store", "Google", "WhatsApp", "Justdial", "Website"], default: "In store", inList: true, filter: true },
    { name: "reply", type: "longtext", label: "Your reply" },
    { name: "status", type: "enum", options: ["published", "hidden"], default: "published", inList: true, filter: true },
    { name: "reviewed_on", type: "date", label: "Date", required: true, inList: true, sortable: true },
  ],
});

export const inquiries = defineResource({
  name: "inquiries",
  module: "galla",
  label: "Inquiries",
  singular: "Inquiry",
  icon: "QuestionCircleOutlined",
  section: "PAYMENTS",
  routes: { list: "/galla/inquiries", show: "/galla/inquiries/:id", create: "/galla/inquiries/create", edit: "/galla/inquiries/:id/edit" },
  titleField: "name",
  defaultSort: { field: "received_at", order: "desc" },
  fields: [
    { name: "name", type: "text", required: true, inList: true, search: true },
    { name: "phone", type: "phone", required: true, inList: true, search: true },
    { name: "email", type: "email" },
    { name: "interested_in", type: "text", label: "Interested in", inList: true, search: true },
    { name: "message", type: "longtext", required: true },
    { name: "source", type: "enum", options: ["Walk-in", "Phone call", "WhatsApp", "Website", "Justdial", "IndiaMART", "Instagram"], default: "Walk-in", inList: true, filter: true },
    { name: "status", type: "enum", options: ["new", "contacted", "follow_up", "converted", "closed"], default: "new", inList: true, filter: true },
    { name: "follow_up_on", type: "date", label: "Follow up on", inList: true, sortable: true },
    { name: "received_at", type: "datetime", label: "Received", inList: true, sortable: true },
    { name: "notes", type: "longtext" },
  ],
});

export const hotelRooms = defineResource({
  name: "hotel_rooms",
  module: "galla",
  label: "Hotel Management",
  singular: "Room",
  icon: "HomeOutlined",
  section: "PAYMENTS",
  routes: {
    list: "/galla/hotel_management",
    show: "/galla/hotel_management/rooms/:id",
    create: "/galla/hotel_management/rooms/create",
    edit: "/galla/hotel_management/rooms/:id/edit",
  },
  onlyForMasterIds: [MASTER_ID_HOTEL],
  titleField: "room_number",
  defaultSort: { field: "room_number", order: "asc" },
  fields: [
    { name: "room_number", type: "text", label: "Room no.", required: true, unique: true, inList: true, search: true, sortable: true },
    { name: "room_type", type: "enum", label: "Type", required: true, options: ["Standard", "Deluxe", "Super Deluxe", "Suite", "Family", "Dormitory"], inList: true, filter: true },
    { name: "floor", type: "number", inList: true, rules: [{ kind: "min", value: 0 }, { kind: "max", value: 50 }] },
    { name: "max_guests", type: "number", label: "Max guests", required: true, default: 2, inList: true, rules: [{ kind: "min", value: 1 }, { kind: "max", value: 20 }] },
    { name: "ac", type: "boolean", label: "AC", default: true, inList: true, filter: true },
    { name: "tariff", type: "money", label: "Tariff per night", required: true, inList: true, sortable: true },
    { name: "status", type: "enum", options: ["available", "occupied", "cleaning", "maintenance"], default: "available", inList: true, filter: true },
    { name: "amenities", type: "longtext", help: "TV, geyser, balcony, Wi-Fi..." },
  ],
});

export const hotelBookings = defineResource({
  name: "hotel_bookings",
  module: "galla",
  label: "Room Bookings",
  singular: "Booking",
  icon: "CalendarOutlined",
  section: "PAYMENTS",
  routes: {
    list: "/galla/hotel_management/bookings",
    show: "/galla/hotel_management/bookings/:id",
    create: "/galla/hotel_management/bookings/create",
    edit: "/galla/hotel_management/bookings/:id/edit",
  },
  onlyForMasterIds: [MASTER_ID_HOTEL],
  titleField: "guest_name",
  defaultSort: { field: "check_in", order: "desc" },
  validate: inOrder("check_in", "check_out", "Check-out must be after check-in", { strictly: true }),
  // One stay per room a night: nights are [check-in, check-out), so a check-out day may be the next guest's check-in.
  noOverlap: { same: ["room_id"], range: ["check_in", "check_out"], unless: { status: ["cancelled"] }, clash: "booking.roomTaken" },
  // A room × night grid of stays (no `date`: check-in to check-out are the nights).
  calendar: { route: "/galla/hotel_management/calendar", start: "check_in", end: "check_out", lane: "room_id", title: "guest_name", status: "status", inactive: ["cancelled"] },
  fields: [
    { name: "guest_name", type: "text", label: "Guest", required: true, inList: true, search: true },
    { name: "phone", type: "phone", required: true, inList: true, search: true },
    { name: "room_id", type: "relation", label: "Room", required: true, relation: { resource: "hotel_rooms", labelField: "room_number" }, inList: true, filter: true },
    { name: "check_in", type: "date", label: "Check-in", required: true, inList: true, sortable: true, filter: true },
    { name: "check_out", type: "date", label: "Check-out", required: true, inList: true, sortable: true },
    { name: "adults", type: "number", required: true, default: 2, rules: [{ kind: "min", value: 1 }, { kind: "max", value: 20 }] },
    { name: "children", type: "number", default: 0, rules: [{ kind: "min", value: 0 }, { kind: "max", value: 10 }] },
    { name: "id_proof", type: "enum", label: "ID proof", options: ["Aadhaar", "Passport", "Driving licence", "Voter ID"], default: "Aadhaar" },
    { name: "id_number", type: "text", label: "ID number (last 4)", rules: [{ kind: "pattern", pattern: "^[A-Z0-9]{4}$", message: "Keep only the last 4 characters of the ID" }] },
    { name: "tariff", type: "money", label: "Tariff per night", required: true, inList: true },
    { name: "advance", type: "money", label: "Advance paid", default: 0 },
    { name: "source", type: "enum", options: ["Walk-in", "Phone", "MakeMyTrip", "Goibibo", "Booking.com", "Agoda"], default: "Walk-in", inList: true, filter: true },
    { name: "status", type: "enum", options: ["confirmed", "checked_in", "checked_out", "cancelled"], default: "confirmed", inList: true, filter: true },
    { name: "notes", type: "longtext" },
  ],
});

export const membershipPlans = defineResource({
  name: "membership_plans",
  module: "galla",
  label: "Membership Plans",
  singular: "Membership plan",
  icon: "CrownOutlined",
  section: "PAYMENTS",
  routes: { list: "/galla/Membership_Plans", show: "/galla/Membership_Plans/:id", create: "/galla/Membership_Plans/create", edit: "/galla/Membership_Plans/:id/edit" },
  titleField: "name",
  defaultSort: { field: "price", order: "asc" },
  fields: [
    { name: "name", type: "text", required: true, unique: true, inList: true, search: true },
    { name: "duration_months", type: "number", label: "Duration (months)", required: true, inList: true, sortable: true, rules: [{ kind: "min", value: 1 }, { kind: "max", value: 60 }] },
    { name: "price", type: "money", label: "Price", required: true, inList: true, sortable: true },
    { name: "gst_rate", type: "enum", label: "GST %", options: GST_RATES, default: "18", inList: true },
    { name: "visits_included", type: "number", label: "Visits included", help: "Leave empty for unlimited" },
    { name: "benefits", type: "longtext", required: true },
    { name: "active", type: "boolean", default: true, inList: true, filter: true },
  ],
});

export const services = defineResource({
  name: "services",
  // Services are what appointments book: they follow that plan, not Payments, though listed under Payments.
  module: "manage_appointment",
  label: "Services",
  singular: "Service",
  icon: "AppstoreOutlined",
  section: "PAYMENTS",
  routes: { list: "/galla/services", show: "/galla/services/:id", create: "/galla/services/create", edit: "/galla/services/:id/edit" },
  titleField: "name",
  defaultSort: { field: "name", order: "asc" },
  fields: [
    { name: "name", type: "text", required: true, unique: true, inList: true, search: true, sortable: true },
    { name: "category", type: "text", inList: true, filter: true, search: true },
    { name: "price", type: "money", required: true, inList: true, sortable: true },
    { name: "gst_rate", type: "enum", label: "GST %", options: GST_RATES, default: "18", inList: true },
    { name: "duration_minutes", type: "number", label: "Duration (min)", inList: true, rules: [{ kind: "min", value: 5 }, { kind: "max", value: 720 }] },
    { name: "description", type: "longtext" },
    { name: "active", type: "boolean", default: true, inList: true, filter: true },
  ],
});

export const paymentsResources: ResourceDef[] = [withdrawals, kycDocuments, reviews, inquiries, hotelRooms, hotelBookings, membershipPlans, services];
