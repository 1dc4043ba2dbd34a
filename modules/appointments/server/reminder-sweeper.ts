/**
 * The reminder sweep on a timer, started with the server and stopped with it (like the SMS outbox's
 * sweeper). Every process may run it: the claim in appointment_reminders sends each reminder once.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../server/context";
import { sweepReminders } from "./booking-sms";

/** How often reminders are looked for (BOOKING_REMINDER_SWEEP_MS, default a minute). */
export const reminderSweepMs = () => Number(process.env.BOOKING_REMINDER_SWEEP_MS) || 60_000;

export async function reminderSweeper(app: FastifyInstance, ctx: AppContext) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      running = sweepReminders(ctx.database.db, ctx).catch((err) => app.log.error({ err }, "reminder sweep failed"));
    }, reminderSweepMs());
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
