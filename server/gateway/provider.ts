/**
 * The payment gateway, as the server sees it. One HTTP contract (spec §7), spoken by a real
 * provider at GATEWAY_URL or by the built-in sandbox (gateway/sandbox-routes.ts) on this server,
 * so the same adapter is exercised either way:
 *   POST {base}/{qrcode|validateUPI|collectpay|getTransaction|cancelTransaction}  JSON in, JSON out
 *   headers x-api-key, x-api-secret  (never sent to the browser)
 * Status values: SUCCESS, FAILURE, anything else is pending and asked again (docs/india.md).
 */
export type GatewayStatus = "SUCCESS" | "FAILURE" | "PENDING";

export interface QrCodeAnswer { success: boolean; merchantTranId?: string; qr_code?: string; message?: string }
export interface ValidateAnswer { success: boolean; maskName?: string; message?: string }
export interface CollectAnswer { success: boolean; merchantTranId?: string; message?: string }
export interface TransactionAnswer {
  success: boolean;
  merchantTranId?: string;
  status: GatewayStatus;
  message?: string;
  /** Rupees with two decimals, as a string: "500.00". */
  amount?: string;
  payer_address?: string;
  payer_name?: string;
  rrn?: string;
  /** The provider has no transaction by this id (HTTP 404): not yet, or never, sent to it. Not a failure by itself. */
  unknown?: boolean;
}

export interface GatewayProvider {
  qrcode(input: { order_id: string; amount: string }): Promise<QrCodeAnswer>;
  validateUPI(input: { virtual_address: string }): Promise<ValidateAnswer>;
  collectpay(input: { payer_address: string; order_id: string; amount: string; note: string }): Promise<CollectAnswer>;
  getTransaction(input: { txn_id: string }): Promise<TransactionAnswer>;
  cancelTransaction(input: { txn_id: string }): Promise<TransactionAnswer>;
}

/** The provider could not be asked (network, timeout, 5xx, garbage): nothing can be concluded. */
export class GatewayUnavailable extends Error {}

export const normalizeStatus = (raw: unknown): GatewayStatus => {
  const s = String(raw ?? "").toUpperCase();
  return s === "SUCCESS" ? "SUCCESS" : s === "FAILURE" || s === "FAILED" ? "FAILURE" : "PENDING";
};

export function httpGatewayProvider(opts: { baseUrl: () => string; key: string; secret: string; timeoutMs?: number }): GatewayProvider {
  async function send<T>(op: string, body: object): Promise<{ httpStatus: number; answer: T }> {
    let res: Response;
    try {
      res = await fetch(`${opts.baseUrl().replace(/\/$/, "")}/${op}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": opts.key, "x-api-secret": opts.secret },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new GatewayUnavailable(`gateway ${op}: ${(err as Error).message}`);
    }
    const text = await res.text();
    // A 4xx with a JSON answer is the provider speaking (e.g. "invalid VPA"); anything else is an outage.
    if (res.status >= 500 || res.status === 401 || res.status === 403) {
      throw new GatewayUnavailable(`gateway ${op} answered ${res.status}: ${text.slice(0, 200)}`);
    }
    try {
      return { httpStatus: res.status, answer: JSON.parse(text) as T };
    } catch {
      throw new GatewayUnavailable(`gateway ${op} answered ${res.status} with no JSON`);
    }
  }
  const post = async <T>(op: string, body: object): Promise<T> => (await send<T>(op, body)).answer;
  return {
    qrcode: (input) => post("qrcode", input),
    validateUPI: (input) => post("validateUPI", input),
    collectpay: (input) => post("collectpay", input),
    getTransaction: async (input) => {
      const { httpStatus, answer } = await send<TransactionAnswer>("getTransaction", input);
      return { ...answer, status: normalizeStatus(answer.status), ...(httpStatus === 404 ? { unknown: true } : {}) };
    },
    cancelTransaction: async (input) => {
      const answer = await post<TransactionAnswer>("cancelTransaction", input);
      return { ...answer, status: normalizeStatus(answer.status) };
    },
  };
}
