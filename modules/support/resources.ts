/**
 * Support tickets to the platform (/Ticket) and their threaded conversation (/galla/TicketChat/:id).
 * Tickets belong to no plan (module null): an owner whose Payments plan lapsed must still reach support.
 * They are the owner's (ownerOnly): a ticket is about the business's account — wallet, KYC, withdrawals,
 * plans — and its thread carries those details. A staff member asks the owner through the staff help
 * desk (staff_support) instead; before, any member, even one with no permission at all, read and wrote them.
 */
import { defineResource, type ResourceDef } from "../../resources/types";

export const TICKET_STATUSES = ["open", "awaiting_reply", "resolved", "closed"] as const;

export const tickets = defineResource({
  name: "tickets",
  module: null,
  ownerOnly: true,
  label: "Tickets",
  singular: "Ticket",
  icon: "CustomerServiceOutlined",
  section: "SUPPORT",
  routes: { list: "/Ticket", create: "/Ticket/create", show: "/galla/TicketChat/:id" },
  customPages: ["show"],
  titleField: "subject",
  defaultSort: { field: "updated_at", order: "desc" },
  fields: [
    { name: "subject", type: "text", required: true, inList: true, search: true, rules: [{ kind: "minLength", value: 5 }, { kind: "maxLength", value: 120 }] },
    {
      name: "category",
      type: "enum",
      required: true,
      options: ["Wallet & payments", "QR code", "Withdrawal", "KYC", "Subscription", "SMS", "Sales & purchase", "Other"],
      inList: true,
      filter: true,
    },
    { name: "priority", type: "enum", options: ["low", "normal", "high", "urgent"], default: "normal", inList: true, filter: true },
    { name: "description", type: "longtext", label: "Describe the problem", required: true, rules: [{ kind: "minLength", value: 10 }] },
    { name: "status", type: "enum", options: TICKET_STATUSES, default: "open", readOnly: true, inList: true, filter: true },
    { name: "last_reply_at", type: "datetime", label: "Last reply", readOnly: true, inList: true, sortable: true },
  ],
});

export const ticketMessages = defineResource({
  name: "ticket_messages",
  module: null,
  ownerOnly: true,
  label: "Ticket messages",
  singular: "Ticket message",
  section: "SUPPORT",
  routes: { list: "/galla/TicketChat/:id" },
  customPages: ["list"],
  hideInMenu: true,
  readOnly: true,
  titleField: "body",
  defaultSort: { field: "id", order: "asc" },
  fields: [
    { name: "ticket_id", type: "relation", label: "Ticket", required: true, relation: { resource: "tickets", labelField: "subject" }, filter: true },
    { name: "author", type: "enum", options: ["business", "support"], required: true, inList: true },
    { name: "author_name", type: "text", label: "From", inList: true },
    { name: "body", type: "longtext", required: true, inList: true },
  ],
});

export const supportResources: ResourceDef[] = [tickets, ticketMessages];
