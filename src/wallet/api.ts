import { http } from "../../providers/http";
import type { TopupApi } from "./topup-machine";

/** The top-up calls for one business: the gateway proxied by our server (spec §7), and the wallet post. */
export function topupApi(businessId: string): TopupApi {
  const gateway = async <T>(op: string, body: object) => (await http.post<T>(`/gateway/${op}`, { ...body, business_id: Number(businessId) })).data;
  return {
    validateUPI: (vpa) => gateway("validateUPI", { virtual_address: vpa }),
    collectpay: ({ payerAddress, orderId, amount }) =>
      gateway("collectpay", { payer_address: payerAddress, order_id: orderId, amount, note: "Galla wallet top-up" }),
    qrcode: ({ orderId, amount }) => gateway("qrcode", { order_id: orderId, amount }),
    getTransaction: (txnId) => gateway("getTransaction", { txn_id: txnId }),
    cancelTransaction: (txnId) => gateway("cancelTransaction", { txn_id: txnId }),
    updateWalletAmount: async ({ amount, transactionId, status, paymentResponse }) => {
      // Spec §7: form data, and the raw amount (the GST shown is information only).
      const form = new URLSearchParams({ amount, business_id: businessId, transaction_id: transactionId, status, payment_response: paymentResponse });
      return (await http.post<{ success: boolean; message?: string }>("/business/updateWalletAmount", form, { headers: { "Content-Type": "application/x-www-form-urlencoded" } })).data;
    },
  };
}
