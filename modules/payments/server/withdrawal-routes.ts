import type { FastifyInstance } from "fastify";
import { eq, sql } from "drizzle-orm";
import { access, router } from "../../../server/http/route";
import { BusinessParams } from "../../../contracts/common";
import { WithdrawalBody, WithdrawalInfoReply, WithdrawalReply } from "../contract";
import { maskAccountNumber } from "../../../resources/access-policy";
import { badRequest } from "../../../server/http/errors";
import { languageOf, phrase, sayIn } from "../../../server/http/language";
import { businesses } from "../../../server/db/schema";
import { table } from "../../../server/engine/naming";
import { balancePaise, debit } from "../../../server/wallet/ledger";
import { parseRupees } from "../../../resources/money";
import type { AppContext } from "../../../server/context";
import { scopeOf } from "../../../server/engine/scope";
import { ResourceStore } from "../../../server/engine/store";
import type { Db } from "../../../server/db/client";
import { moneyReference, requestKeyOf } from "../../../server/wallet/references";

/** The smallest withdrawal: bank transfers below this cost more than they move. */
export const MIN_WITHDRAWAL_PAISE = 100_00;
/** KYC that must be verified before money leaves the wallet. */
const REQUIRED_KYC = [["PAN card"], ["Bank proof (cancelled cheque)", "Bank statement"]];

/**
 * A withdrawal request takes the money out of the wallet at once (a ledger debit, 402 when short), so the
 * same rupees cannot be spent twice while the bank transfer is pending. `request_key` (one per form) makes a
 * double click or a retry one withdrawal, not two: the ledger entry and the row share one reference.
 */
export async function withdrawalRoutes(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;
  const route = router(app, db);

  route({
    method: "GET",
    url: "/api/m/:businessId/withdrawals/info",
    access: access.ofResource("withdrawals", "read"),
    summary: "What a withdrawal needs: balance, minimum, the (masked) bank account and missing KYC",
    tags: ["withdrawals"],
    schema: { params: BusinessParams, response: { 200: WithdrawalInfoReply } },
    handler: async (_request, _reply, member) => {
      const [b] = await db.select().from(businesses).where(eq(businesses.id, member.businessId));
      const kyc = await verifiedKyc(member.businessId);
      return {
        success: true,
        data: {
          balance: (await balancePaise(db, member.businessId)) / 100,
          min_amount: MIN_WITHDRAWAL_PAISE / 100,
          bank_account_name: b.bankAccountName,
          bank_account: b.bankAccountNumber ? maskAccountNumber(b.bankAccountNumber) : null,
          ifsc: b.ifsc,
          kyc_missing: missingKyc(kyc),
        },
      };
    },
  });

  async function verifiedKyc(businessId: number): Promise<Set<string>> {
    const rows = await db.execute<{ document_type: string }>(
      sql`SELECT document_type FROM ${table({ name: "kyc_documents" })} WHERE business_id = ${businessId} AND status = 'verified'`,
    );
    return new Set(rows.rows.map((r) => r.document_type));
  }
  const missingKyc = (have: Set<string>) => REQUIRED_KYC.filter((anyOf) => !anyOf.some((d) => have.has(d))).map((anyOf) => anyOf[0]);

  route({
    method: "POST",
    url: "/api/m/:businessId/withdrawals",
    access: access.capability("wallet", "withdraw"),
    summary: "Withdraw to the business's bank account (the wallet is debited at once; request_key makes a retry one withdrawal)",
    tags: ["withdrawals"],
    schema: { params: BusinessParams, body: WithdrawalBody, response: { 200: WithdrawalReply } },
    handler: async (request, _reply, member) => {
      const scope = scopeOf(db, member);
      const businessId = scope.member.businessId;
      const parsed = parseRupees(request.body.amount, "Amount");
      if ("error" in parsed) throw badRequest(parsed.error, "amount");
      if (parsed.paise < MIN_WITHDRAWAL_PAISE) throw badRequest(phrase("withdrawals.smallest", { amount: MIN_WITHDRAWAL_PAISE }), "amount");
      const [b] = await db.select().from(businesses).where(eq(businesses.id, businessId));
      if (!b.bankAccountNumber || !b.ifsc) throw badRequest(phrase("withdrawals.bankFirst"), "bank_account");
      const missing = missingKyc(await verifiedKyc(businessId));
      if (missing.length) throw badRequest(phrase("withdrawals.kyc", { documents: missing.join(",") }), "kyc");

      const reference = moneyReference("withdrawal", businessId, requestKeyOf(request.body.request_key));
      // The debit and the row commit together: a retry finds both or neither, never a debit without its row.
      const created = await db.transaction(async (tx) => {
        const debited = await debit(tx as unknown as Db, {
          businessId,
          amountPaise: parsed.paise,
          kind: "withdrawal",
          reference,
          note: `Withdrawal to ${maskAccountNumber(b.bankAccountNumber!)} (${b.ifsc})`,
        });
        if (debited) {
          await new ResourceStore(tx as unknown as Db, scope.store("withdrawals").def, businessId).create({
            reference,
            amount: parsed.paise / 100,
            bank_account: maskAccountNumber(b.bankAccountNumber!),
            ifsc: b.ifsc,
            status: "requested",
            requested_at: new Date().toISOString(),
          });
        }
        return debited;
      });
      const withdrawals = scope.store("withdrawals");
      const row = (
        await db.execute<{ id: number }>(sql`SELECT id FROM ${table({ name: "withdrawals" })} WHERE business_id = ${businessId} AND reference = ${reference}`)
      ).rows[0];
      return { success: true, message: sayIn(languageOf(request))(created ? "withdrawals.requested" : "withdrawals.already"), data: row ? await withdrawals.get(Number(row.id)) : null };
    },
  });
}
