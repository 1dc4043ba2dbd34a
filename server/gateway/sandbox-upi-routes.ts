import type { FastifyInstance } from "fastify";
import { and, desc, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { parseRupees } from "../../resources/money";
import { isVpa } from "../../resources/validators";
import { sandboxGatewayTxns } from "./sandbox-schema";
import { SANDBOX_MERCHANT, loadTxn, maskName, notifyMerchant, payerDecides, transactionAnswer } from "./sandbox-bank";
import { randomRrn } from "./ids";
import { randomOrderId } from "../../resources/order-id";
import { parseUpiLink } from "../../resources/upi";
import { access, router } from "../http/route";
import { SandboxRefusal, UpiDecisionParams, UpiPayBody, UpiRequestsQuery, UpiRequestsReply, UpiTransactionReply } from "../../contracts/sandbox";

type Body = Record<string, unknown>;

/**
 * The customer's UPI app, simulated (the /sandbox/upi page drives it): lists collect requests
 * waiting for a payer, approves or declines them, and pays a scanned QR — a dynamic one (with
 * `tr`, an order of ours) or a business's static one (the payer types the amount).
 * Public on purpose: it stands for a phone outside our walls. Registered only in sandbox mode.
 */
export async function sandboxUpiRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const route = router(app, db);
  const payerApp = access.public("the simulated payer's UPI app");

  route({
    method: "GET",
    url: "/api/sandbox/upi/requests",
    access: payerApp,
    summary: "Sandbox payer app: collect requests waiting for a payer",
    tags: ["sandbox"],
    schema: { querystring: UpiRequestsQuery, response: { 200: UpiRequestsReply } },
    handler: async (request) => {
      const payer = request.query.payer?.trim().toLowerCase();
      const rows = await db
        .select()
        .from(sandboxGatewayTxns)
        .where(and(eq(sandboxGatewayTxns.status, "PENDING"), eq(sandboxGatewayTxns.kind, "COLLECT")))
        .orderBy(desc(sandboxGatewayTxns.createdAt))
        .limit(100);
      const live = [];
      for (const row of rows) {
        if (payer && row.payerVpa?.toLowerCase() !== payer) continue;
        const current = await loadTxn(db, row.merchantTranId);
        if (current?.status === "PENDING") live.push({ ...transactionAnswer(current), payee_address: current.payeeVpa, payee_name: current.payeeName, note: current.note, expires_at: current.expiresAt });
      }
      return { success: true, data: live };
    },
  });

  for (const action of ["approve", "decline"] as const) {
    route({
      method: "POST",
      url: `/api/sandbox/upi/requests/:id/${action}`,
      access: payerApp,
      summary: `Sandbox payer app: ${action} a collect request`,
      tags: ["sandbox"],
      schema: { params: UpiDecisionParams, response: { 200: UpiTransactionReply, "4xx": SandboxRefusal } },
      handler: async (request, reply) => {
        const result = await payerDecides(ctx, request.params.id, action === "approve");
        if (!result.ok) return reply.status(result.status).send({ success: false, message: result.message });
        return { success: true, data: transactionAnswer(result.txn) };
      },
    });
  }

  route({
    method: "POST",
    url: "/api/sandbox/upi/pay",
    access: payerApp,
    summary: "Sandbox payer app: pay a scanned UPI QR",
    tags: ["sandbox"],
    schema: { body: UpiPayBody, response: { 200: UpiTransactionReply, "4xx": SandboxRefusal } },
    handler: async (request, reply) => {
      const body: Body = request.body ?? {};
      const link = parseUpiLink(String(body.qr ?? ""));
      if (!link) return reply.status(400).send({ success: false, message: "That is not a UPI QR (upi://pay?...)", field: "qr" });
      const payer = String(body.payer_address ?? "").trim();
      if (!isVpa(payer)) return reply.status(400).send({ success: false, message: "Your UPI id must look like name@bank", field: "payer_address" });

      // A dynamic QR of the wallet's: the order exists at the bank with its amount fixed. A `tr` on a
      // business's own link (an invoice's payment link, INV<id>) is the business's reference, not an
      // order at the bank: that link is paid to the business like its static QR, for the link's amount.
      const order = link.tr ? await loadTxn(db, link.tr) : undefined;
      if (link.tr && (order || link.pa.toLowerCase() === SANDBOX_MERCHANT.vpa)) {
        const row = order;
        if (!row || row.kind !== "QR") return reply.status(404).send({ success: false, message: "The bank does not know this QR" });
        const result = await payerDecides(ctx, link.tr, true, { vpa: payer, name: maskName(payer) });
        if (!result.ok) return reply.status(result.status).send({ success: false, message: result.message });
        return { success: true, data: transactionAnswer(result.txn) };
      }

      // A static QR: the payer types the amount, the bank pays the payee straight away.
      const amount = parseRupees(link.am ?? body.amount);
      if ("error" in amount) return reply.status(400).send({ success: false, message: amount.error, field: "amount" });
      if (!isVpa(link.pa)) return reply.status(400).send({ success: false, message: "The QR's UPI id is not valid", field: "qr" });
      const [row] = await db
        .insert(sandboxGatewayTxns)
        .values({
          merchantTranId: randomOrderId(),
          kind: "STATIC",
          amountPaise: amount.paise,
          payerVpa: payer,
          payerName: maskName(payer),
          payeeVpa: link.pa,
          payeeName: link.pn ?? link.pa,
          note: String(body.note ?? link.tn ?? "").slice(0, 50) || null,
          // A business's own reference on its link (INV<id>, DUE<token>) comes back with the notice, as a bank's does.
          payeeReference: link.tr ? link.tr.slice(0, 35) : null,
          status: "SUCCESS",
          message: "Transaction successful",
          rrn: randomRrn(),
          decidedAt: new Date(),
          expiresAt: new Date(),
        })
        .returning();
      notifyMerchant(ctx, row);
      return { success: true, data: { ...transactionAnswer(row), payee_address: row.payeeVpa, payee_name: row.payeeName } };
    },
  });
}
