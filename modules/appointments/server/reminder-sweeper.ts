/**
 * The reminder sweep on a timer, started with the server and stopped with it (like the SMS outbox's
 * sweeper). Every process may run it: the claim in appointment_reminders sends each reminder once.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../server/context";
import { sweepReminders } from "./booking-sms";

export async function reminderSweeper(app: FastifyInstance, ctx: AppContext) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  // config.bookingReminderSweepMs: undefined turns the sweep off in this process, for a server whose
  // clock must not send SMS on its own (the e2e server: its demo salon has a booking tomorrow, whose
  // evening reminder would otherwise go out mid-run after 18:00 IST).
  const every = ctx.config.bookingReminderSweepMs;
  app.addHook("onReady", async () => {
    if (every === undefined) return;
    timer = setInterval(() => {
      running = sweepReminders(ctx.database.db, ctx).catch((err) => app.log.error({ err }, "reminder sweep failed"));
    }, every);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
