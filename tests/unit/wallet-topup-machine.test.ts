import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { randomOrderId } from "../../resources/order-id";
import {
  POLL_INTERVAL_MS, QR_VALIDITY_SECONDS, TopupMachine, formatCountdown, gstOn, type TopupApi,
} from "../../src/wallet/topup-machine";

type FakeApi = { [K in keyof TopupApi]: Mock<TopupApi[K]> };

function fakeApi(overrides: Partial<TopupApi> = {}): FakeApi {
  const api: FakeApi = {
    validateUPI: vi.fn(async (vpa: string) => (vpa.includes("@") ? { success: true, maskName: "RA**** SH****" } : { success: false, message: "Invalid UPI id" })),
    collectpay: vi.fn(async () => ({ success: true, merchantTranId: "ORDER00000000001" })),
    qrcode: vi.fn(async () => ({ success: true, merchantTranId: "ORDER00000000002", qr_code: "upi://pay?pa=x@y&pn=X&am=10.00&tr=ORDER00000000002&cu=INR" })),
    getTransaction: vi.fn(async () => ({ status: "PENDING" })),
    cancelTransaction: vi.fn(async () => ({})),
    updateWalletAmount: vi.fn(async () => ({ success: true, message: "added" })),
  };
  for (const [key, fn] of Object.entries(overrides)) api[key as keyof TopupApi] = vi.fn(fn as never) as never;
  return api;
}

function setup(overrides: Partial<TopupApi> = {}) {
  const api = fakeApi(overrides);
  const effects = { notifyError: vi.fn(), walletUpdated: vi.fn(), newOrderId: () => "ORDER00000000001" };
  const machine = new TopupMachine(api, effects);
  return { api, effects, machine };
}

/** Lets the machine's awaited promises settle between timer steps. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the form (spec §5)", () => {
  it("keeps the UPI id disabled until an amount, and Show QR Code off without one", () => {
    const { machine } = setup();
    expect(machine.upiInputDisabled).toBe(true);
    expect(machine.canShowQr).toBe(false);
    machine.setAmount("500");
    expect(machine.upiInputDisabled).toBe(false);
    expect(machine.canShowQr).toBe(true);
    machine.setAmount("abc");
    expect(machine.canShowQr).toBe(false);
  });

  it("enables Add Wallet only with an amount and a validated UPI id that returned a masked name", async () => {
    const { machine } = setup();
    machine.setAmount("500");
    machine.setUpiId("ramesh@okhdfc");
    expect(machine.canAddWallet).toBe(false);
    await machine.validateUpi();
    expect(machine.state.validation).toEqual({ state: "valid", maskName: "RA**** SH****" });
    expect(machine.canAddWallet).toBe(true);
    machine.setUpiId("ramesh@okhdfcbank");
    expect(machine.canAddWallet).toBe(false);
    machine.setAmount("");
    expect(machine.canAddWallet).toBe(false);
  });

  it("shows the provider's message for an invalid id and the session message when the check fails", async () => {
    const { machine, api } = setup();
    machine.setAmount("10");
    machine.setUpiId("ramesh");
    await machine.validateUpi();
    expect(machine.state.validation).toEqual({ state: "invalid", message: "Invalid UPI id" });
    api.validateUPI.mockRejectedValueOnce({ success: false, message: "provider down" });
    machine.setUpiId("ramesh@okhdfc");
    await machine.validateUpi();
    expect(machine.state.validation).toEqual({ state: "invalid", message: "Session has expired. Please try again." });
  });

  it("computes 18 % GST on the amount for information", () => {
    expect(gstOn("500")).toBe(90);
    expect(gstOn("123.45")).toBe(22.22);
    expect(gstOn("")).toBe(0);
  });

  it("makes 16-character alphanumeric order ids", () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomOrderId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});

describe("collect request", () => {
  async function pending(overrides: Partial<TopupApi> = {}) {
    const ctx = setup(overrides);
    ctx.machine.setAmount("500");
    ctx.machine.setUpiId("ramesh@okhdfc");
    await ctx.machine.validateUpi();
    await ctx.machine.addWallet();
    return ctx;
  }

  it("polls every 5000 ms until SUCCESS, then posts the raw amount and reports the wallet updated", async () => {
    const { machine, api, effects } = await pending();
    expect(machine.state.phase).toBe("pending");
    expect(api.collectpay).toHaveBeenCalledWith({ payerAddress: "ramesh@okhdfc", orderId: "ORDER00000000001", amount: "500" });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(api.getTransaction).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.getTransaction).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(api.getTransaction).toHaveBeenCalledTimes(2);
    api.getTransaction.mockResolvedValueOnce({ status: "SUCCESS", message: "ok" });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(machine.state.phase).toBe("success");
    expect(api.updateWalletAmount).toHaveBeenCalledWith(expect.objectContaining({ amount: "500", transactionId: "ORDER00000000001", status: "success" }));
    expect(effects.walletUpdated).toHaveBeenCalledWith("added");
    expect(machine.timersRunning).toBe(false);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(api.getTransaction).toHaveBeenCalledTimes(3);
  });

  it("on FAILURE shows the provider message as an error toast and stops", async () => {
    const { machine, api, effects } = await pending({ getTransaction: async () => ({ status: "FAILURE", message: "Transaction declined by the payer" }) });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(machine.state.phase).toBe("failure");
    expect(machine.state.message).toBe("Transaction declined by the payer");
    expect(effects.notifyError).toHaveBeenCalledWith("Transaction declined by the payer");
    expect(api.updateWalletAmount).not.toHaveBeenCalled();
    expect(machine.timersRunning).toBe(false);
  });

  it("shows the server's message when the wallet update is refused", async () => {
    const { machine, effects } = await pending({
      getTransaction: async () => ({ status: "SUCCESS" }),
      updateWalletAmount: async () => Promise.reject({ success: false, message: "The bank has not confirmed this payment yet." }),
    });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(machine.state.walletUpdate).toBe("failed");
    expect(effects.notifyError).toHaveBeenCalledWith("The bank has not confirmed this payment yet.");
    expect(effects.walletUpdated).not.toHaveBeenCalled();
  });

  it("Cancel payment tells the provider, stops polling and returns to the form", async () => {
    const { machine, api } = await pending();
    await machine.cancelPayment();
    expect(api.cancelTransaction).toHaveBeenCalledWith("ORDER00000000001");
    expect(machine.state.phase).toBe("form");
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(api.getTransaction).not.toHaveBeenCalled();
  });

  it("keeps polling through a failed status check", async () => {
    const { machine, api } = await pending();
    api.getTransaction.mockRejectedValueOnce(new Error("network"));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(machine.state.phase).toBe("pending");
    api.getTransaction.mockResolvedValueOnce({ status: "SUCCESS" });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(machine.state.phase).toBe("success");
  });
});

describe("QR top-up", () => {
  async function showing() {
    const ctx = setup();
    ctx.machine.setAmount("10");
    await ctx.machine.showQr();
    return ctx;
  }

  it("counts 660 s down as m:ss while polling every 5 s, and expires to Session expired at 0", async () => {
    const { machine, api } = await showing();
    expect(machine.state.phase).toBe("qr");
    expect(machine.state.qrCode).toMatch(/^upi:\/\/pay\?/);
    expect(machine.countdown).toBe("11:00");
    expect(machine.canAddWallet).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(machine.countdown).toBe("10:59");
    await vi.advanceTimersByTimeAsync(4000);
    expect(api.getTransaction).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(601_000 - 5000);
    expect(machine.countdown).toBe("0:59");
    await vi.advanceTimersByTimeAsync(50_000);
    expect(machine.countdown).toBe("0:09");
    const polls = api.getTransaction.mock.calls.length;
    expect(polls).toBe(Math.floor(651_000 / POLL_INTERVAL_MS));
    await vi.advanceTimersByTimeAsync(9000);
    expect(machine.state.phase).toBe("expired");
    expect(machine.state.message).toBe("Session expired");
    expect(machine.state.qrCode).toBeUndefined();
    expect(machine.countdown).toBe("0:00");
    expect(machine.timersRunning).toBe(false);
    expect(api.cancelTransaction).toHaveBeenCalledWith("ORDER00000000002");
    const after = api.getTransaction.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.getTransaction.mock.calls.length).toBe(after);
    machine.retry();
    expect(machine.state.phase).toBe("form");
    expect(machine.state.amount).toBe("10");
  });

  it("a QR paid in time ends in success and stops the countdown", async () => {
    const { machine, api, effects } = await showing();
    api.getTransaction.mockResolvedValueOnce({ status: "PENDING" }).mockResolvedValueOnce({ status: "SUCCESS" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(machine.state.phase).toBe("success");
    expect(effects.walletUpdated).toHaveBeenCalled();
    expect(machine.timersRunning).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("closing the dialog or unmounting stops every timer", async () => {
    const first = await showing();
    expect(vi.getTimerCount()).toBe(2);
    first.machine.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(first.machine.state.phase).toBe("form");
    const second = await showing();
    second.machine.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(700_000);
    expect(second.api.getTransaction).not.toHaveBeenCalled();
  });

  it("ignores a late answer that arrives after close", async () => {
    let resolve: (v: { status: string }) => void = () => {};
    const { machine, api, effects } = await showing();
    api.getTransaction.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    machine.close();
    resolve({ status: "SUCCESS" });
    await flush();
    expect(api.updateWalletAmount).not.toHaveBeenCalled();
    expect(effects.walletUpdated).not.toHaveBeenCalled();
  });
});

describe("formatCountdown", () => {
  it("prints m:ss", () => {
    expect(formatCountdown(QR_VALIDITY_SECONDS)).toBe("11:00");
    expect(formatCountdown(61)).toBe("1:01");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});
