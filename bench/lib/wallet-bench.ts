import type { Database } from "../../server/db/client";
import { rows } from "./databases";
import { spread, type Spread } from "./load";

/**
 * Wallet top-ups end to end with `clients` concurrent clients, each doing what the console does:
 * ask for a dynamic QR (POST /api/gateway/qrcode), pay it in the sandbox bank (POST
 * /api/sandbox/upi/pay — the bank then also calls our webhook), and post the result
 * (POST /api/business/updateWalletAmount), which credits only after the provider confirms it.
 * The webhook and the post race to credit the same payment: exactly one may win.
 */
export interface WalletResult {
  clients: number;
  topups: number;
  seconds: number;
  creditsPerSecond: number;
  /** Latency of updateWalletAmount alone, ms. */
  updateP50: number;
  updateP99: number;
  /** Distinct messages of requests that failed (the books are checked separately). */
  failures: string[];
  failureCount: number;
  check: { ok: boolean; detail: string };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function call(url: string, token: string, body: string, type: string) {
  const res = await fetch(url, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": type }, body });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    json = { message: text.slice(0, 200) };
  }
  return { status: res.status, json };
}

export async function walletCredits(opts: {
  /** One server, or several behind the bench's round-robin (each request to the next). */
  url: string | string[];
  token: string;
  database: Database;
  businessId: number;
  clients: number;
  topups: number;
  /** Stop starting new top-ups after this many seconds (the run stays bounded on a slow machine). */
  maxSeconds: number;
  /** A session of each business's owner, to read every business's balance the way the console does. */
  ownerTokens: Map<number, string>;
}): Promise<WalletResult> {
  const { token, businessId } = opts;
  const urls = Array.isArray(opts.url) ? opts.url : [opts.url];
  const url = urls[0];
  let turn = 0;
  const server = () => urls[turn++ % urls.length];
  const balanceOf = async (id = businessId, t = token) => {
    const r = await fetch(`${url}/api/business/business_balance/${id}`, { headers: { authorization: `Bearer ${t}` } });
    return Number(((await r.json()) as { wallet: number }).wallet);
  };
  const before = await balanceOf();
  let next = 0;
  const failures: string[] = [];
  const updateTimes: number[] = [];
  const ids: string[] = [];
  /** Every order the gateway created (paid or not): whatever was credited must be among these. */
  const orders: string[] = [];

  const stopAt = performance.now() + opts.maxSeconds * 1000;
  const client = async () => {
    for (;;) {
      const i = next++;
      if (i >= opts.topups || performance.now() > stopAt) return;
      const rupees = 100 + (i % 50); // ₹100–₹149
      const qr = await call(`${server()}/api/gateway/qrcode`, token, JSON.stringify({ amount: String(rupees), business_id: businessId }), "application/json");
      if (qr.status !== 200 || !qr.json.merchantTranId) {
        failures.push(`qrcode ${qr.status}: ${qr.json.message}`);
        continue;
      }
      const id = String(qr.json.merchantTranId);
      orders.push(id);
      const paid = await call(`${server()}/api/sandbox/upi/pay`, token, JSON.stringify({ qr: qr.json.qr_code, payer_address: `payer${i % 97}@okaxis` }), "application/json");
      if (paid.status !== 200) {
        failures.push(`pay ${paid.status}: ${paid.json.message}`);
        continue;
      }
      const t0 = performance.now();
      const posted = await call(
        `${server()}/api/business/updateWalletAmount`,
        token,
        form({ amount: String(rupees), business_id: String(businessId), transaction_id: id, status: "success", payment_response: "bench" }),
        "application/x-www-form-urlencoded",
      );
      updateTimes.push(performance.now() - t0);
      if (posted.status !== 200 || posted.json.success !== true) {
        failures.push(`updateWalletAmount ${posted.status}: ${posted.json.message}`);
        continue;
      }
      ids.push(id);
    }
  };

  const t0 = performance.now();
  await Promise.all(Array.from({ length: opts.clients }, client));
  const seconds = (performance.now() - t0) / 1000;
  // Webhooks the bank sent may still be in flight: let them land before checking the books.
  await new Promise((r) => setTimeout(r, 1500));

  const after = await balanceOf();
  const sums = await rows<{ business_id: number; total: string | number; n: string | number }>(
    opts.database,
    `SELECT business_id, sum(amount_paise) AS total, count(*) AS n FROM wallet_ledger GROUP BY business_id ORDER BY business_id`,
  );
  const refs = (list: string[]) => list.map((id) => `'topup:${id.replace(/[^A-Za-z0-9]/g, "")}'`).join(",") || "''";
  const [confirmed] = await rows<{ n: string | number }>(opts.database, `SELECT count(*) AS n FROM wallet_ledger WHERE reference IN (${refs(ids)})`);
  const [all] = await rows<{ n: string | number; total: string | number | null }>(
    opts.database,
    `SELECT count(*) AS n, coalesce(sum(amount_paise), 0) AS total FROM wallet_ledger WHERE reference IN (${refs(orders)})`,
  );
  const problems: string[] = [];
  const target = sums.find((s) => Number(s.business_id) === businessId);
  if (!target || Math.round(Number(target.total)) !== Math.round(after * 100))
    problems.push(`business ${businessId}: API balance ₹${after} but ledger sum ${Number(target?.total ?? 0) / 100}`);
  // The balance moved by exactly the entries for this run's orders: nothing credited twice, nothing from elsewhere.
  if (Math.round((after - before) * 100) !== Number(all.total))
    problems.push(`balance rose by ₹${(after - before).toFixed(2)} but this run's ledger entries sum to ₹${(Number(all.total) / 100).toFixed(2)}`);
  if (Number(confirmed.n) !== ids.length) problems.push(`${ids.length} top-ups confirmed to clients but ${confirmed.n} ledger entries for them`);
  if (Number(all.n) > orders.length) problems.push(`${all.n} ledger entries for ${orders.length} orders`);
  // Every business: what business_balance answers equals the sum of its ledger.
  for (const [id, t] of opts.ownerTokens) {
    const row = sums.find((x) => Number(x.business_id) === id);
    const api = await balanceOf(id, t);
    if (Math.round(api * 100) !== Math.round(Number(row?.total ?? 0))) problems.push(`business ${id}: business_balance ₹${api} but ledger sum ₹${Number(row?.total ?? 0) / 100}`);
  }
  // Every business: the balance row the triggers keep (what business_balance reads) equals the sum of its ledger.
  const drift = await rows<{ business_id: number; kept: string | number | null; total: string | number | null }>(
    opts.database,
    `SELECT business_id, w.balance_paise AS kept, l.total FROM wallet_balances w
       FULL JOIN (SELECT business_id, sum(amount_paise) AS total FROM wallet_ledger GROUP BY business_id) l USING (business_id)
      WHERE w.balance_paise IS DISTINCT FROM l.total`,
  );
  for (const d of drift) problems.push(`business ${d.business_id}: wallet_balances ₹${Number(d.kept ?? 0) / 100} but ledger sum ₹${Number(d.total ?? 0) / 100}`);
  const detail = problems.length
    ? problems.join("; ")
    : `${ids.length} top-ups confirmed to clients and ${Number(all.n)} credited (a refused post can still be credited by the bank's webhook), each once (₹${(Number(all.total) / 100).toLocaleString("en-IN")}); ` +
      `business_balance ₹${after.toLocaleString("en-IN")} = ledger sum over ${target ? Number(target.n) : 0} entries; business_balance equals the ledger sum for all ${opts.ownerTokens.size} businesses, and so does every wallet_balances row`;
  const times: Spread = spread(updateTimes);
  const sorted = [...updateTimes].sort((a, b) => a - b);
  return {
    clients: opts.clients,
    topups: ids.length,
    seconds,
    creditsPerSecond: ids.length / seconds,
    updateP50: times.median,
    updateP99: sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] : NaN,
    failures: [...new Set(failures)].slice(0, 5),
    failureCount: failures.length,
    check: { ok: problems.length === 0, detail },
  };
}
