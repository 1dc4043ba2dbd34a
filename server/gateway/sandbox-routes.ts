import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { parseRupees } from "../../resources/money";
import { isVpa } from "../../resources/validators";
import { sandboxGatewayTxns } from "./sandbox-schema";
import { SANDBOX_GATEWAY_KEY, SANDBOX_GATEWAY_SECRET } from "./config";
import {
  COLLECT_VALIDITY_MS, QR_VALIDITY_MS, SANDBOX_MERCHANT, loadTxn, maskName, notifyMerchant, transactionAnswer, type SandboxTxn,
} from "./sandbox-bank";
import { upiLink } from "../../resources/upi";
import { paiseToAmount } from "../../resources/money";
import { access, router } from "../http/route";
import { SandboxBody, SandboxCollectReply, SandboxQrReply, SandboxRefusal, SandboxTransaction, SandboxValidateReply } from "../../contracts/sandbox";

const TXN_ID_RE = /^[A-Za-z0-9]{1,35}$/;
type Body = Record<string, unknown>;

/**
 * The sandbox payment gateway: the provider contract of gateway/provider.ts, served by this server
 * (registered only while no GATEWAY_URL is configured). Answers as a provider would: a JSON body
 * with success:false and a message for a refused request.
 */
export async function sandboxGatewayRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;

  const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ success: false, message });

  app.register(async (provider) => {
    provider.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers["x-api-key"] !== SANDBOX_GATEWAY_KEY || request.headers["x-api-secret"] !== SANDBOX_GATEWAY_SECRET) {
        return refuse(reply, 401, "Invalid API key or secret");
      }
    });

    const amountOf = (body: Body) => parseRupees(body.amount);
    const route = router(provider, db);
    const keyed = access.public("the sandbox provider's own key and secret in x-api-key / x-api-secret");

    route({
      method: "POST",
      url: "/api/sandbox/gateway/qrcode",
      access: keyed,
      summary: "Sandbox provider: create a QR order",
      tags: ["sandbox"],
      schema: { body: SandboxBody, response: { 200: SandboxQrReply } },
      handler: async (request, reply) => {
        const body = request.body ?? {};
        const orderId = String(body.order_id ?? "");
        if (!TXN_ID_RE.test(orderId)) return refuse(reply, 400, "order_id must be 1 to 35 letters and digits");
        const amount = amountOf(body);
        if ("error" in amount) return refuse(reply, 400, amount.error);
        const inserted = await db
          .insert(sandboxGatewayTxns)
          .values({
            merchantTranId: orderId,
            kind: "QR",
            amountPaise: amount.paise,
            payeeVpa: SANDBOX_MERCHANT.vpa,
            payeeName: SANDBOX_MERCHANT.name,
            expiresAt: new Date(Date.now() + QR_VALIDITY_MS),
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted.length) return refuse(reply, 409, "Duplicate order_id");
        return {
          success: true,
          merchantTranId: orderId,
          qr_code: upiLink({ pa: SANDBOX_MERCHANT.vpa, pn: SANDBOX_MERCHANT.name, am: paiseToAmount(amount.paise), tr: orderId }),
          message: "QR generated",
        };
      },
    });

    route({
      method: "POST",
      url: "/api/sandbox/gateway/validateUPI",
      access: keyed,
      summary: "Sandbox provider: check a UPI id",
      tags: ["sandbox"],
      schema: { body: SandboxBody, response: { 200: SandboxValidateReply } },
      handler: async (request, reply) => {
        const vpa = String(request.body?.virtual_address ?? "").trim();
        if (!isVpa(vpa)) return refuse(reply, 400, "Invalid UPI id. Please check it and try again.");
        return { success: true, maskName: maskName(vpa), virtual_address: vpa };
      },
    });

    route({
      method: "POST",
      url: "/api/sandbox/gateway/collectpay",
      access: keyed,
      summary: "Sandbox provider: send a collect request",
      tags: ["sandbox"],
      schema: { body: SandboxBody, response: { 200: SandboxCollectReply } },
      handler: async (request, reply) => {
        const body = request.body ?? {};
        const payer = String(body.payer_address ?? "").trim();
        const orderId = String(body.order_id ?? "");
        if (!isVpa(payer)) return refuse(reply, 400, "Invalid UPI id. Please check it and try again.");
        if (!TXN_ID_RE.test(orderId)) return refuse(reply, 400, "order_id must be 1 to 35 letters and digits");
        const amount = amountOf(body);
        if ("error" in amount) return refuse(reply, 400, amount.error);
        const inserted = await db
          .insert(sandboxGatewayTxns)
          .values({
            merchantTranId: orderId,
            kind: "COLLECT",
            amountPaise: amount.paise,
            payerVpa: payer,
            payerName: maskName(payer),
            payeeVpa: SANDBOX_MERCHANT.vpa,
            payeeName: SANDBOX_MERCHANT.name,
            note: String(body.note ?? "").slice(0, 50) || null,
            expiresAt: new Date(Date.now() + COLLECT_VALIDITY_MS),
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted.length) return refuse(reply, 409, "Duplicate order_id");
        return { success: true, merchantTranId: orderId, message: `Collect request sent to ${payer}` };
      },
    });

    /** A pending transaction cancelled by the merchant; one already decided stays as it is. */
    const cancelPending = async (row: SandboxTxn): Promise<SandboxTxn> => {
      if (row.status !== "PENDING") return row;
      const [cancelled] = await db
        .update(sandboxGatewayTxns)
        .set({ status: "CANCELLED", message: "Payment cancelled by the merchant", decidedAt: new Date() })
        .where(and(eq(sandboxGatewayTxns.merchantTranId, row.merchantTranId), eq(sandboxGatewayTxns.status, "PENDING")))
        .returning();
      // The payer may have approved in the same instant: then the payment stands.
      if (!cancelled) return (await loadTxn(db, row.merchantTranId))!;
      notifyMerchant(ctx, cancelled);
      return cancelled;
    };

    /** The calls on one transaction named by txn_id: the same lookup and 404, then what each does with it. */
    const onTransaction = [
      { url: "getTransaction", summary: "Sandbox provider: a transaction's status", outcome: async (row: SandboxTxn) => row },
      { url: "cancelTransaction", summary: "Sandbox provider: cancel a pending transaction", outcome: cancelPending },
    ];
    for (const { url, summary, outcome } of onTransaction) {
      route({
        method: "POST",
        url: `/api/sandbox/gateway/${url}`,
        access: keyed,
        summary,
        tags: ["sandbox"],
        schema: { body: SandboxBody, response: { 200: SandboxTransaction, 404: SandboxRefusal } },
        handler: async (request, reply) => {
          const id = String(request.body?.txn_id ?? "");
          const row = TXN_ID_RE.test(id) ? await loadTxn(db, id) : undefined;
          if (!row) return reply.status(404).send({ success: false, status: "FAILURE", message: "Transaction not found" });
          return transactionAnswer(await outcome(row));
        },
      });
    }
  });
}
