/**
 * SMS goes out through an HTTP provider. Without SMS_URL the built-in sandbox provider
 * (sms/sandbox-routes.ts) answers the same contract from this server, so the HTTP path is
 * always the one exercised:
 *   POST {base}/messages  {to, sender, text}  Authorization: Bearer <key>
 *   → 200 {id, status}
 */
export interface SmsProvider {
  send(message: { to: string; text: string }): Promise<{ id: string; status: string }>;
}

export function httpSmsProvider(opts: { baseUrl: () => string; key: string; sender: string }): SmsProvider {
  return {
    async send({ to, text }) {
      const res = await fetch(`${opts.baseUrl()}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${opts.key}` },
        body: JSON.stringify({ to, sender: opts.sender, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { id: string; status: string };
    },
  };
}
