import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./harness";

/**
 * Sign-in limits under concurrency. PGlite has one connection and serialises everything; these bite on
 * PostgreSQL (CI's PostgreSQL pass), where parallel requests run on parallel connections.
 * Each request comes from its own address (a trusted proxy forwards them), as from a botnet, so the
 * per-client rate limit does not hide what the database limits do.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ seed: false, env: { TRUST_PROXY: "127.0.0.1" } });
});
const from = (i: number) => ({ "x-forwarded-for": `203.0.${i >> 8}.${i & 255}` });
afterAll(() => server.close());

const outbox = async (mobile: string) => (await server.call("GET", `/api/sandbox/outbox?to=${mobile}`)).body.data as { text: string }[];

describe("sign-in limits under concurrency", () => {
  it("compares at most 5 of 200 parallel guesses at one code, and refuses the right code after them", async () => {
    const mobile = "7100000001";
    expect((await server.call("POST", "/api/auth/otp", { body: { mobile } })).status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await outbox(mobile))[0].text)![1];
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => server.call("POST", "/api/auth/verify", { body: { mobile, otp: wrong }, headers: from(i) })),
    );
    // A compared guess answers 400 (wrong code); one refused without comparing answers 429.
    const compared = answers.filter((a) => a.status === 400);
    expect(compared.length).toBe(5);
    expect(answers.filter((a) => a.status === 429).length).toBe(195);
    const right = await server.call("POST", "/api/auth/verify", { body: { mobile, otp: code } });
    expect(right.status).toBe(429);
    expect(right.body.data?.token).toBeUndefined();
  });

  it("issues one code for 50 parallel requests for one number", async () => {
    const mobile = "7100000002";
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => server.call("POST", "/api/auth/otp", { body: { mobile }, headers: from(i) })),
    );
    expect(answers.filter((a) => a.status === 200).length).toBe(1);
    expect(answers.filter((a) => a.status === 429).length).toBe(49);
    expect(await outbox(mobile)).toHaveLength(1);
  });
});
