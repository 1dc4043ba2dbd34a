import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { access, router } from "../http/route";
import { UpdateWalletBody, UpdateWalletReply } from "../../contracts/wallet";
import { HttpError, badRequest } from "../http/errors";
import { languageOf, phrase, sayIn } from "../http/language";
import { acceptFormData } from "../http/form-data";
import { parseRupees } from "../../resources/money";
import { gatewayProviderFor } from "../gateway/config";
import { ORDER_ID_RE } from "../../resources/order-id";
import { walletTopups } from "./schema";
import { markTopup, settleTopup } from "./topups";
import { startReconciler } from "./reconciler";

type Body = Record<string, unknown>;

const FAILED_STATUSES = new Set(["fail", "failed", "failure"]);
const SUCCESS_STATUSES = new Set(["success"]);

/**
 * POST /api/business/updateWalletAmount (spec §7, form data: amount, business_id, transaction_id,
 * status, payment_response) → {success, message}. The browser's word is a hint: the wallet is
 * credited only when the provider confirms the payment, for this amount and this business.
 */
export async function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const provider = gatewayProviderFor(ctx);

  await acceptFormData(app);
  router(app, db)({
    method: "POST",
    url: "/api/business/updateWalletAmount",
    // Crediting a top-up the provider confirmed; open while Payments is EXPIRED (the wallet pays the renewal).
    access: access.capability("wallet", "create", { at: "body.business_id" }),
    summary: "Report a top-up's outcome (form data); credited only when the provider confirms it",
    tags: ["wallet"],
    schema: { consumes: ["application/x-www-form-urlencoded", "multipart/form-data", "application/json"], body: UpdateWalletBody, response: { 200: UpdateWalletReply } },
    handler: async (request, _reply, member) => {
      const say = sayIn(languageOf(request));
      const body: Body = request.body ?? {};
      const amount = parseRupees(body.amount);
      if ("error" in amount) throw badRequest(amount.error, "amount");
      const transactionId = String(body.transaction_id ?? "");
      if (!ORDER_ID_RE.test(transactionId)) throw badRequest(phrase("wallet.transactionId"), "transaction_id");
      const status = String(body.status ?? "").toLowerCase();
      if (!SUCCESS_STATUSES.has(status) && !FAILED_STATUSES.has(status)) throw badRequest(phrase("wallet.status"), "status");
      const paymentResponse = body.payment_response === undefined ? null : String(body.payment_response).slice(0, 4000);

      const [topup] = await db
        .select()
        .from(walletTopups)
        .where(and(eq(walletTopups.merchantTranId, transactionId), eq(walletTopups.businessId, member.businessId)));
      // Unknown, or another business's: the same answer, so nothing about other businesses leaks.
      if (!topup) throw badRequest(phrase("wallet.noRecord"), "transaction_id");
      if (topup.amountPaise !== amount.paise) throw badRequest(phrase("wallet.amountMismatch"), "amount");
      if (paymentResponse !== null) await markTopup(db, topup.merchantTranId, { paymentResponse });

      if (FAILED_STATUSES.has(status) && topup.status !== "SUCCESS") {
        // Recorded, not credited. Still ask the provider: a payment the browser gave up on may have gone through.
        const settled = await settleTopup(db, provider, topup);
        if (settled.outcome === "credited" || settled.outcome === "already-credited") return { success: true, message: say(settled.message.key, settled.message.values) };
        if (settled.outcome === "pending") await markTopup(db, topup.merchantTranId, { providerMessage: "Reported failed by the console; waiting for the bank" });
        return { success: true, message: say("wallet.failedRecorded") };
      }

      const settled = await settleTopup(db, provider, topup);
      switch (settled.outcome) {
        case "credited":
        case "already-credited":
          return { success: true, message: say(settled.message.key, settled.message.values) };
        case "pending":
          throw new HttpError(409, settled.message);
        case "unavailable":
          throw new HttpError(502, settled.message);
        default:
          throw badRequest(settled.message, "transaction_id");
      }
    },
  });

  const reconciler = startReconciler(ctx, provider, app.log);
  app.addHook("onClose", async () => reconciler.stop());
}
