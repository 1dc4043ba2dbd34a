import type { FastifyInstance, FastifyRequest } from "fastify";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import { currentUser } from "../auth/authenticate";
import { access, router } from "../http/route";
import {
  CollectPayBody, CollectPayReply, QrCodeBody, QrCodeReply, TransactionBody, TransactionReply, ValidateUpiBody, ValidateUpiReply, WebhookBody, WebhookReply,
} from "../../contracts/wallet";
import { HttpError, badRequest, notFound } from "../http/errors";
import { languageOf, phrase, sayIn } from "../http/language";
import { parseRupees } from "../../resources/money";
import { businesses } from "../db/schema";
import { walletTopups } from "../wallet/schema";
import { createTopupOrder, markTopup, settleTopup } from "../wallet/topups";
import { qrPayments } from "../db/payments-schema";
import { announce } from "../live/announce";
import { serverParts } from "../module-parts";
import { gatewayProviderFor, gatewaySecret } from "./config";
import { GatewayUnavailable, normalizeStatus } from "./provider";
import { ORDER_ID_RE, randomOrderId } from "../../resources/order-id";
import { paiseToAmount } from "../../resources/money";

type Body = Record<string, unknown>;

const PROVIDER_DOWN = phrase("gateway.providerDown");

/** Provider outages become 502 with a message the dialog can show; everything else passes through. */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof GatewayUnavailable) throw new HttpError(502, PROVIDER_DOWN);
    throw err;
  }
}

const amountField = (body: Body) => {
  const parsed = parseRupees(body.amount);
  if ("error" in parsed) throw badRequest(parsed.error, "amount");
  return parsed.paise;
};

const orderIdField = (body: Body) => {
  if (body.order_id === undefined || body.order_id === "") return randomOrderId();
  const id = String(body.order_id);
  if (!ORDER_ID_RE.test(id)) throw badRequest(phrase("gateway.orderId", { field: "order_id" }), "order_id");
  return id;
};

/**
 * What the browser calls for a wallet top-up (spec §7's gateway calls, proxied): the key and
 * secret stay here. Every call names the business it is for; a top-up belongs to that business
 * from the moment its order is created, which is what later lets the server refuse a claim made
 * for another business or amount.
 */
export async function gatewayRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const provider = gatewayProviderFor(ctx);

  const route = router(app, db);
  /** A top-up order is a wallet write; it stays open while Payments is EXPIRED, since the wallet pays the renewal. */
  const topupAccess = access.capability("wallet", "create", { at: "body.business_id" });

  const ownTopup = async (businessId: number, body: Body) => {
    const id = String(body.txn_id ?? "");
    if (!ORDER_ID_RE.test(id)) throw badRequest(phrase("gateway.orderId", { field: "txn_id" }), "txn_id");
    const [topup] = await db
      .select()
      .from(walletTopups)
      .where(and(eq(walletTopups.merchantTranId, id), eq(walletTopups.businessId, businessId)));
    if (!topup) throw notFound(phrase("gateway.noSuchPayment"));
    return topup;
  };

  const newOrder = async (businessId: number, userId: number, mode: "QR" | "COLLECT", body: Body, payerVpa?: string) => {
    const amountPaise = amountField(body);
    const orderId = orderIdField(body);
    const row = await createTopupOrder(db, { merchantTranId: orderId, businessId, userId, mode, amountPaise, payerVpa });
    if (!row) throw new HttpError(409, phrase("gateway.orderIdUsed"), "order_id");
    return row;
  };

  route({
    method: "POST",
    url: "/api/gateway/qrcode",
    access: topupAccess,
    summary: "A UPI QR for a wallet top-up of this amount",
    tags: ["wallet"],
    schema: { body: QrCodeBody, response: { 200: QrCodeReply } },
    handler: async (request, _reply, m) => {
      const topup = await newOrder(m.businessId, currentUser(request).id, "QR", request.body);
      const answer = await ask(() => provider.qrcode({ order_id: topup.merchantTranId, amount: paiseToAmount(topup.amountPaise) })).catch(async (err) => {
        await markTopup(db, topup.merchantTranId, { status: "FAILED", providerMessage: "QR could not be created" });
        throw err;
      });
      if (!answer.success || !answer.qr_code) {
        await markTopup(db, topup.merchantTranId, { status: "FAILED", providerMessage: answer.message ?? "QR refused" });
        throw new HttpError(502, answer.message || phrase("gateway.noQr"));
      }
      return { success: true, merchantTranId: topup.merchantTranId, qr_code: answer.qr_code, amount: paiseToAmount(topup.amountPaise) };
    },
  });

  route({
    method: "POST",
    url: "/api/gateway/validateUPI",
    access: topupAccess,
    summary: "Check a payer's UPI id before a collect request",
    tags: ["wallet"],
    schema: { body: ValidateUpiBody, response: { 200: ValidateUpiReply } },
    handler: async (request, _reply, _member) => {
      const vpa = request.body.virtual_address;
      if (typeof vpa !== "string" || !vpa.trim() || vpa.length > 320) throw badRequest(phrase("validation.schemaRequired", { field: "virtual_address" }), "virtual_address");
      const answer = await ask(() => provider.validateUPI({ virtual_address: vpa.trim() }));
      return answer.success && answer.maskName
        ? { success: true, maskName: answer.maskName }
        : { success: false, message: answer.message || sayIn(languageOf(request))("gateway.upiNotVerified") };
    },
  });

  route({
    method: "POST",
    url: "/api/gateway/collectpay",
    access: topupAccess,
    summary: "Send a UPI collect request for a wallet top-up",
    tags: ["wallet"],
    schema: { body: CollectPayBody, response: { 200: CollectPayReply } },
    handler: async (request, _reply, m) => {
      const payer = request.body.payer_address;
      if (typeof payer !== "string" || !payer.trim() || payer.length > 320) throw badRequest(phrase("validation.schemaRequired", { field: "payer_address" }), "payer_address");
      const topup = await newOrder(m.businessId, currentUser(request).id, "COLLECT", request.body, payer.trim());
      const note = String(request.body.note ?? "Galla wallet top-up").slice(0, 50);
      const answer = await ask(() =>
        provider.collectpay({ payer_address: topup.payerVpa!, order_id: topup.merchantTranId, amount: paiseToAmount(topup.amountPaise), note }),
      ).catch(async (err) => {
        await markTopup(db, topup.merchantTranId, { status: "FAILED", providerMessage: "Collect request could not be sent" });
        throw err;
      });
      if (!answer.success) {
        await markTopup(db, topup.merchantTranId, { status: "FAILED", providerMessage: answer.message ?? "Collect refused" });
        return { success: false, merchantTranId: topup.merchantTranId, message: answer.message || sayIn(languageOf(request))("gateway.collectRefused") };
      }
      return { success: true, merchantTranId: topup.merchantTranId, message: answer.message };
    },
  });

  route({
    method: "POST",
    url: "/api/gateway/getTransaction",
    access: topupAccess,
    summary: "Status of a top-up, asked of the provider",
    tags: ["wallet"],
    schema: { body: TransactionBody, response: { 200: TransactionReply } },
    handler: async (request, _reply, m) => {
      const topup = await ownTopup(m.businessId, request.body);
      const answer = await ask(() => provider.getTransaction({ txn_id: topup.merchantTranId }));
      if (answer.status === "FAILURE" && topup.status === "PENDING") {
        await markTopup(db, topup.merchantTranId, { status: "FAILED", providerMessage: answer.message ?? null });
      }
      return { success: answer.success !== false, merchantTranId: topup.merchantTranId, status: answer.status, message: answer.message ?? "", amount: paiseToAmount(topup.amountPaise) };
    },
  });

  route({
    method: "POST",
    url: "/api/gateway/cancelTransaction",
    access: topupAccess,
    summary: "Cancel a pending top-up",
    tags: ["wallet"],
    schema: { body: TransactionBody, response: { 200: TransactionReply } },
    handler: async (request, _reply, m) => {
      const topup = await ownTopup(m.businessId, request.body);
      const answer = await ask(() => provider.cancelTransaction({ txn_id: topup.merchantTranId }));
      if (answer.status === "FAILURE" && topup.status === "PENDING") {
        await markTopup(db, topup.merchantTranId, { status: "FAILED", providerMessage: answer.message ?? "Cancelled" });
      }
      return { success: answer.success !== false, merchantTranId: topup.merchantTranId, status: answer.status, message: answer.message ?? "" };
    },
  });

  // The provider tells us about payments (signed, HMAC-SHA256 over the raw body). A top-up is
  // settled by asking the provider again; a payment to a business's static QR is recorded.
  app.register(async (hooks) => {
    hooks.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      (request as FastifyRequest & { rawBody?: string }).rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest("body must be JSON"), undefined);
      }
    });
    router(hooks, db)({
      method: "POST",
      url: "/api/gateway/webhook",
      access: access.public("the provider signs the body: HMAC-SHA256 in x-gateway-signature"),
      summary: "The payment provider's notice of a payment",
      tags: ["wallet"],
      schema: { body: WebhookBody, response: { 200: WebhookReply } },
      handler: async (request, reply) => {
        const raw = (request as FastifyRequest & { rawBody?: string }).rawBody ?? "";
        const secret = gatewaySecret(ctx);
        if (!secret) return reply.status(401).send({ success: false, message: "webhooks are refused: GATEWAY_SECRET is not set" });
        const expected = createHmac("sha256", secret).update(raw).digest();
        const given = Buffer.from(String(request.headers["x-gateway-signature"] ?? ""), "hex");
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          return reply.status(401).send({ success: false, message: "bad signature" });
        }
        const event = request.body;
        const id = String(event.merchantTranId ?? "");
        const [topup] = ORDER_ID_RE.test(id) ? await db.select().from(walletTopups).where(eq(walletTopups.merchantTranId, id)) : [];
        if (topup) {
          if (topup.status !== "SUCCESS") await settleTopup(db, provider, topup);
          return { success: true };
        }
        const status = normalizeStatus(event.status);
        const amount = parseRupees(event.amount);
        const payee = String(event.payee_address ?? "").toLowerCase();
        if ("error" in amount || !payee || !id) return { success: true, ignored: "not a payment we can record" };
        const [business] = await db
          .select({ id: businesses.id })
          .from(businesses)
          .where(sql`lower(${businesses.upiId}) = ${payee}`)
          .orderBy(businesses.id)
          .limit(1);
        if (!business) return { success: true, ignored: "payee is not one of our businesses" };
        await db.transaction(async (trx) => {
          const tx = trx as unknown as typeof db;
          const [payment] = await tx
            .insert(qrPayments)
            .values({
              businessId: business.id,
              merchantTranId: id.slice(0, 35),
              rrn: event.rrn ? String(event.rrn).slice(0, 12) : null,
              payerVpa: String(event.payer_address ?? "unknown").slice(0, 320),
              payerName: event.payer_name ? String(event.payer_name).slice(0, 120) : null,
              amountPaise: amount.paise,
              status,
              note: event.note ? String(event.note).slice(0, 120) : null,
            })
            .onConflictDoUpdate({ target: qrPayments.merchantTranId, set: { status } })
            .returning();
          // The open consoles of the business hear of it once it is received (announced once per payment).
          if (payment.status === "SUCCESS") {
            await announce(tx, { businessId: payment.businessId, kind: "qr", amountPaise: payment.amountPaise, payer: payment.payerName ?? payment.payerVpa, reference: `qr:${payment.merchantTranId}` });
            // A link a module handed out (a party's dues: DUE<token>) is booked by that module in this transaction.
            const reference = typeof event.reference === "string" && /^[A-Za-z0-9]{1,35}$/.test(event.reference) ? event.reference : null;
            for (const part of serverParts) {
              await part.paymentReceived?.(tx, { businessId: payment.businessId, merchantTranId: payment.merchantTranId, amountPaise: payment.amountPaise, reference, payer: payment.payerName ?? payment.payerVpa });
            }
          }
        });
        return { success: true };
      },
    });
  });
}
