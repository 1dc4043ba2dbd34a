/**
 * SMS goes out through an HTTP provider. Without SMS_URL the built-in sandbox provider
 * (sms/sandbox-routes.ts) answers the same contract from this server, so the HTTP path is
 * always the one exercised:
 *   POST {base}/messages  {to, sender, text, template_id?, reference?}  Authorization: Bearer <key>
 *   → 200 {id, status}
 * `template_id` is the DLT template the text was registered under (operators drop commercial SMS
 * without one); `reference` is our message's unique reference, which the provider uses to accept a
 * retried message once — so resending after a crash mid-send never texts the customer twice.
 */
export interface SmsMessage {
  to: string;
  text: string;
  /** The DLT sender header; the configured one when absent. */
  sender?: string;
  templateId?: string;
  reference?: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<{ id: string; status: string }>;
}

export function httpSmsProvider(opts: { baseUrl: () => string; key: string; sender: string }): SmsProvider {
  return {
    async send({ to, text, sender, templateId, reference }) {
      const res = await fetch(`${opts.baseUrl()}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${opts.key}` },
        body: JSON.stringify({ to, sender: sender ?? opts.sender, text, ...(templateId ? { template_id: templateId } : {}), ...(reference ? { reference } : {}) }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      return (await res.json()) as { id: string; status: string };
    },
  };
}
