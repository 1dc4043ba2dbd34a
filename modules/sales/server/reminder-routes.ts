import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../server/context";
import { access, router } from "../../../server/http/route";
import { notFound } from "../../../server/http/errors";
import { languageOf, sayIn } from "../../../server/http/language";
import { requestKeyOf } from "../../../server/wallet/references";
import { InvoiceParams, SalesParams } from "../contract";
import {
  DueLinkParams, DueLinkReply, PartyAutoBody, PartyAutoReply, PartyAutoSaved, RemindAllBody, RemindAllReply, RemindBody, RemindPreviewReply, RemindReply,
  ReminderLogQuery, ReminderLogReply, ReminderSettingsBody, ReminderSettingsReply, ReminderSettingsSaved,
} from "../reminder-contract";
import { partyAuto, remindAll, remindAllPreview, remindParty, reminderLog, setPartyAuto } from "./reminders";
import { reminderSettings, saveReminderSettings, startReminderSweeper } from "./reminder-sweeper";
import { dueLinkView } from "./due-links";

const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
};

/**
 * Reminders of dues: remind one party, preview and remind all who owe, the log, the business's automatic
 * reminders and a party's off switch (Sales read to look, write to send or change: a send spends the
 * wallet), and the customer's public page of a reminder's link. Starts the automatic reminders' sweeper.
 */
export async function reminderRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const route = router(app, db);
  const read = access.member("sales_and_purchase", "read");
  const write = access.member("sales_and_purchase", "write");
  const tags = ["sales"];

  route({
    method: "POST",
    url: "/api/sales/:businessId/parties/:id/remind",
    access: write,
    summary: "Remind a party of its dues: an SMS (charged) or a WhatsApp share, with a link that pays the amount by UPI",
    tags,
    schema: { params: InvoiceParams, body: RemindBody, response: { 200: RemindReply } },
    handler: async (req, _reply, m) => {
      const key = requestKeyOf(req.body.request_key);
      const channel = req.body.channel ?? "sms";
      const r = await remindParty(ctx, db, { businessId: m.businessId, partyId: idOf(req.params.id), channel, trigger: "manual", key: `k:${key}`, userId: m.userId });
      const say = sayIn(languageOf(req));
      const message = channel === "whatsapp" ? say("sales.remindShared") : say("sales.remindSent", { to: r.to ?? "", ...(r.status === "failed" ? { context: "failed" } : {}) });
      return { success: true, message, data: r };
    },
  });

  route({
    method: "GET",
    url: "/api/sales/:businessId/reminders/preview",
    access: write,
    summary: "Remind all who owe, before sending: who, how much, the total, the SMS cost, and who is skipped (no mobile)",
    tags,
    schema: { params: SalesParams, response: { 200: RemindPreviewReply } },
    handler: async (_req, _reply, m) => ({ success: true, data: await remindAllPreview(ctx, db, m.businessId) }),
  });

  route({
    method: "POST",
    url: "/api/sales/:businessId/reminders/send",
    access: write,
    summary: "Remind the previewed parties: one SMS each, each charged, once per request key",
    tags,
    schema: { params: SalesParams, body: RemindAllBody, response: { 200: RemindAllReply } },
    handler: async (req, _reply, m) => {
      const key = requestKeyOf(req.body.request_key);
      const say = sayIn(languageOf(req));
      const done = await remindAll(ctx, db, { businessId: m.businessId, partyIds: req.body.party_ids, key, userId: m.userId }, languageOf(req));
      return { success: true, message: say("sales.remindAllSent", { count: done.sent, skipped: done.skipped }), data: done };
    },
  });

  route({
    method: "GET",
    url: "/api/sales/:businessId/reminders",
    access: read,
    summary: "The reminders sent (the business's, or one party's with party_id), newest first, with their SMS status",
    tags,
    schema: { params: SalesParams, querystring: ReminderLogQuery, response: { 200: ReminderLogReply } },
    handler: async (req, reply, m) => {
      const q = req.query;
      const start = Math.max(0, Number(q._start ?? 0) || 0);
      const end = Math.min(start + 200, Math.max(start, Number(q._end ?? start + 20) || start + 20));
      const log = await reminderLog(db, m.businessId, { partyId: q.party_id ? idOf(q.party_id) : undefined, start, end });
      reply.header("x-total-count", String(log.total));
      return { success: true, total: log.total, data: log.rows };
    },
  });

  route({
    method: "GET",
    url: "/api/sales/:businessId/reminders/settings",
    access: read,
    summary: "Automatic reminders: on or off, days of credit, every how many days",
    tags,
    schema: { params: SalesParams, response: { 200: ReminderSettingsReply } },
    handler: async (_req, _reply, m) => ({ success: true, data: await reminderSettings(db, m.businessId) }),
  });

  route({
    method: "PUT",
    url: "/api/sales/:businessId/reminders/settings",
    access: write,
    summary: "Save the automatic reminders' settings",
    tags,
    schema: { params: SalesParams, body: ReminderSettingsBody, response: { 200: ReminderSettingsSaved } },
    handler: async (req, _reply, m) => ({ success: true, message: sayIn(languageOf(req))("sales.remindSettingsSaved"), data: await saveReminderSettings(db, m.businessId, req.body) }),
  });

  route({
    method: "GET",
    url: "/api/sales/:businessId/parties/:id/reminders",
    access: read,
    summary: "Whether the party gets automatic reminders",
    tags,
    schema: { params: InvoiceParams, response: { 200: PartyAutoReply } },
    handler: async (req, _reply, m) => ({ success: true, data: await partyAuto(db, m.businessId, idOf(req.params.id)) }),
  });

  route({
    method: "PUT",
    url: "/api/sales/:businessId/parties/:id/reminders",
    access: write,
    summary: "Switch a party's automatic reminders off or back on",
    tags,
    schema: { params: InvoiceParams, body: PartyAutoBody, response: { 200: PartyAutoSaved } },
    handler: async (req, _reply, m) => {
      const data = await setPartyAuto(db, m.businessId, idOf(req.params.id), req.body.auto);
      return { success: true, message: sayIn(languageOf(req))("sales.remindPartyAuto", { context: data.auto ? "on" : "off" }), data };
    },
  });

  route({
    method: "GET",
    url: "/api/public/dues/:token",
    access: access.public("the 128-bit token in a reminder's link opens the shop's name, the party's name and the amount due"),
    summary: "A reminder's page: what to pay whom, with the UPI link for it",
    tags,
    schema: { params: DueLinkParams, response: { 200: DueLinkReply } },
    handler: async (req) => ({ success: true, data: await dueLinkView(db, req.params.token) }),
  });

  const sweeper = startReminderSweeper(ctx, app.log);
  app.addHook("onClose", async () => sweeper.stop());
}
