/**
 * The wallet top-up, as a plain state machine (spec §4, §5, §8, §9), free of React so it can be
 * tested with fake timers. The dialog renders `state` and calls the methods; everything timed
 * (5 s status polling, the 660 s QR countdown) lives here and stops on every terminal state,
 * on close and on dispose.
 */

import { randomOrderId } from "../../resources/order-id";
import { parseRupees } from "../../resources/money";
import { formatRupees, formatWholeRupees } from "../../resources/locale-format";

export const POLL_INTERVAL_MS = 5000;
export const QR_VALIDITY_SECONDS = 660;
/** Spec §9: 18 % is computed on the amount for information; the wallet post carries the raw amount. */
export const GST_RATE = 0.18;
export const VALIDATION_FAILED_MESSAGE = "Session has expired. Please try again.";
export const QR_EXPIRED_MESSAGE = "Session expired";

export type Phase =
  | "form" //       amount, UPI id, the two buttons
  | "requesting" // a collect request or QR is being created
  | "pending" //    collect request sent: the drawer asks the payer to accept it
  | "qr" //         QR shown, counting down
  | "expired" //    QR timed out: "Session expired"
  | "success" //    "Transaction Successful!"
  | "failure"; //   "Transaction Failed!"

export interface TopupState {
  phase: Phase;
  amount: string;
  upiId: string;
  validation: { state: "idle" | "checking" | "valid" | "invalid"; maskName?: string; message?: string };
  mode: "collect" | "qr" | null;
  txnId?: string;
  qrCode?: string;
  secondsLeft: number;
  /** The provider's last word on the payment. */
  message?: string;
  walletUpdate: "idle" | "posting" | "done" | "failed";
}

export interface TopupApi {
  validateUPI(vpa: string): Promise<{ success: boolean; maskName?: string; message?: string }>;
  collectpay(input: { payerAddress: string; orderId: string; amount: string }): Promise<{ success: boolean; merchantTranId?: string; message?: string }>;
  qrcode(input: { orderId: string; amount: string }): Promise<{ success: boolean; merchantTranId?: string; qr_code?: string; message?: string }>;
  getTransaction(txnId: string): Promise<{ status: string; message?: string }>;
  cancelTransaction(txnId: string): Promise<unknown>;
  /** POST business/updateWalletAmount (form data). Rejects with the server's answer on failure. */
  updateWalletAmount(input: { amount: string; transactionId: string; status: "success" | "fail"; paymentResponse: string }): Promise<{ success: boolean; message?: string }>;
}

export interface TopupEffects {
  /** An error toast (Refine notification: top right, 3000 ms). */
  notifyError(message: string): void;
  /** The server credited the wallet: refresh the balance in place (no page reload; issue #10). */
  walletUpdated(message?: string): void;
  /** Ids for orders: 16 random letters and digits (spec §7). */
  newOrderId?(): string;
}

/** 660 → "11:00", 59 → "0:59". */
export const formatCountdown = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/** What a credited top-up says: "₹500 added to your wallet", "₹1,250.50 added to your wallet". */
export const addedMessage = (amount: string) => {
  const rupees = Number(amount);
  return `${(Number.isInteger(rupees) ? formatWholeRupees : formatRupees)(rupees)} added to your wallet`;
};

/** A usable amount: digits with at most two decimals, more than zero. */
export const isAmount = (amount: string) => "paise" in parseRupees(amount);

/** GST at 18 % on the amount, in rupees, rounded to the paisa. */
export const gstOn = (amount: string) => (isAmount(amount) ? Math.round(Number(amount) * 100 * GST_RATE) / 100 : 0);

const initial = (): TopupState => ({
  phase: "form",
  amount: "",
  upiId: "",
  validation: { state: "idle" },
  mode: null,
  secondsLeft: QR_VALIDITY_SECONDS,
  walletUpdate: "idle",
});

const errorText = (err: unknown, fallback: string) => (err as { message?: string })?.message || fallback;

export class TopupMachine {
  state: TopupState = initial();
  private listeners = new Set<(s: TopupState) => void>();
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private countdownTimer: ReturnType<typeof setInterval> | undefined;
  private deadline = 0;
  private polling = false;
  /** Bumped on close/dispose/new attempt so late answers of an abandoned attempt are ignored. */
  private attempt = 0;

  constructor(
    private api: TopupApi,
    private effects: TopupEffects,
  ) {}

  subscribe(listener: (s: TopupState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(patch: Partial<TopupState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l(this.state);
  }

  // ---- what the dialog may offer (spec §5) ----
  get hasAmount() {
    return isAmount(this.state.amount);
  }
  get upiInputDisabled() {
    return !this.hasAmount || this.state.phase !== "form";
  }
  get canAddWallet() {
    const s = this.state;
    return s.phase === "form" && this.hasAmount && s.validation.state === "valid" && Boolean(s.validation.maskName) && s.mode !== "qr";
  }
  get canShowQr() {
    return this.state.phase === "form" && this.hasAmount;
  }
  get gst() {
    return gstOn(this.state.amount);
  }
  get countdown() {
    return formatCountdown(this.state.secondsLeft);
  }
  get timersRunning() {
    return this.pollTimer !== undefined || this.countdownTimer !== undefined;
  }

  // ---- inputs ----
  setAmount(amount: string) {
    if (this.state.phase !== "form") return;
    this.set({ amount });
  }

  setUpiId(upiId: string) {
    if (this.state.phase !== "form") return;
    // A changed id must be checked again before money is requested from it.
    this.set({ upiId, validation: { state: "idle" } });
  }

  async validateUpi(): Promise<void> {
    const vpa = this.state.upiId.trim();
    if (!vpa || this.upiInputDisabled) return;
    this.set({ validation: { state: "checking" } });
    try {
      const answer = await this.api.validateUPI(vpa);
      if (this.state.upiId.trim() !== vpa) return;
      this.set({
        validation: answer.success && answer.maskName
          ? { state: "valid", maskName: answer.maskName }
          : { state: "invalid", message: answer.message || VALIDATION_FAILED_MESSAGE },
      });
    } catch {
      if (this.state.upiId.trim() === vpa) this.set({ validation: { state: "invalid", message: VALIDATION_FAILED_MESSAGE } });
    }
  }

  // ---- starting a payment ----
  async addWallet(): Promise<void> {
    if (!this.canAddWallet) return;
    const attempt = ++this.attempt;
    this.set({ phase: "requesting", mode: "collect", message: undefined });
    try {
      const answer = await this.api.collectpay({ payerAddress: this.state.upiId.trim(), orderId: this.orderId(), amount: this.state.amount.trim() });
      if (attempt !== this.attempt) return;
      if (!answer.success || !answer.merchantTranId) return this.fail(answer.message || "The collect request could not be sent", answer.merchantTranId);
      this.set({ phase: "pending", txnId: answer.merchantTranId, message: answer.message });
      this.startPolling(attempt);
    } catch (err) {
      if (attempt === this.attempt) this.backToForm(errorText(err, "The collect request could not be sent. Please try again."));
    }
  }

  async showQr(): Promise<void> {
    if (!this.canShowQr) return;
    const attempt = ++this.attempt;
    this.set({ phase: "requesting", mode: "qr", message: undefined });
    try {
      const answer = await this.api.qrcode({ orderId: this.orderId(), amount: this.state.amount.trim() });
      if (attempt !== this.attempt) return;
      if (!answer.success || !answer.qr_code || !answer.merchantTranId) {
        return this.backToForm(answer.message || "The QR code could not be created. Please try again.");
      }
      this.deadline = Date.now() + QR_VALIDITY_SECONDS * 1000;
      this.set({ phase: "qr", txnId: answer.merchantTranId, qrCode: answer.qr_code, secondsLeft: QR_VALIDITY_SECONDS });
      this.countdownTimer = setInterval(() => this.tick(attempt), 1000);
      this.startPolling(attempt);
    } catch (err) {
      if (attempt === this.attempt) this.backToForm(errorText(err, "The QR code could not be created. Please try again."));
    }
  }

  /** "Cancel payment" in the pending drawer, or leaving the QR: the provider is told, the form returns. */
  async cancelPayment(): Promise<void> {
    const txnId = this.state.txnId;
    this.stopTimers();
    this.attempt++;
    this.set({ phase: "form", mode: null, txnId: undefined, qrCode: undefined, secondsLeft: QR_VALIDITY_SECONDS });
    if (txnId) await this.api.cancelTransaction(txnId).catch(() => undefined);
  }

  /** After "Session expired": back to the form with the same amount. */
  retry() {
    if (this.state.phase !== "expired") return;
    this.set({ phase: "form", mode: null, txnId: undefined, qrCode: undefined, secondsLeft: QR_VALIDITY_SECONDS, message: undefined });
  }

  /** The dialog closed: nothing may keep running. A payment still in flight is settled by the server's reconciler. */
  close() {
    this.stopTimers();
    this.attempt++;
    this.set(initial());
  }

  dispose() {
    this.stopTimers();
    this.attempt++;
    this.listeners.clear();
  }

  // ---- internals ----
  private orderId() {
    return this.effects.newOrderId?.() ?? randomOrderId();
  }

  private backToForm(message: string) {
    this.stopTimers();
    this.set({ phase: "form", mode: null, txnId: undefined, qrCode: undefined });
    this.effects.notifyError(message);
  }

  private startPolling(attempt: number) {
    this.pollTimer = setInterval(() => void this.poll(attempt), POLL_INTERVAL_MS);
  }

  private tick(attempt: number) {
    if (attempt !== this.attempt) return;
    const secondsLeft = Math.max(0, Math.ceil((this.deadline - Date.now()) / 1000));
    if (secondsLeft > 0) return this.set({ secondsLeft });
    const txnId = this.state.txnId;
    this.stopTimers();
    this.set({ phase: "expired", secondsLeft: 0, qrCode: undefined, message: QR_EXPIRED_MESSAGE });
    // The bank expires it too; telling it closes the order at once.
    if (txnId) void this.api.cancelTransaction(txnId).catch(() => undefined);
  }

  private async poll(attempt: number) {
    const txnId = this.state.txnId;
    if (this.polling || !txnId || attempt !== this.attempt) return;
    this.polling = true;
    try {
      const answer = await this.api.getTransaction(txnId);
      if (attempt !== this.attempt || (this.state.phase !== "pending" && this.state.phase !== "qr")) return;
      const status = String(answer.status).toUpperCase();
      if (status === "SUCCESS") await this.succeed(attempt, txnId, answer);
      else if (status === "FAILURE") this.fail(answer.message || "The payment failed", txnId);
      // Anything else is still pending: asked again on the next tick.
    } catch {
      // A failed status check is retried on the next tick; the payment itself is unaffected.
    } finally {
      this.polling = false;
    }
  }

  private fail(message: string, txnId?: string) {
    this.stopTimers();
    this.set({ phase: "failure", message, txnId, qrCode: undefined });
    this.effects.notifyError(message);
  }

  private async succeed(attempt: number, txnId: string, answer: object) {
    this.stopTimers();
    this.set({ phase: "success", qrCode: undefined, walletUpdate: "posting", message: undefined });
    try {
      const reply = await this.api.updateWalletAmount({
        amount: this.state.amount.trim(),
        transactionId: txnId,
        status: "success",
        paymentResponse: JSON.stringify(answer),
      });
      if (attempt !== this.attempt) return;
      if (reply.success) {
        this.set({ walletUpdate: "done" });
        this.effects.walletUpdated(reply.message);
      } else {
        this.set({ walletUpdate: "failed" });
        this.effects.notifyError(reply.message || "The wallet could not be updated");
      }
    } catch (err) {
      if (attempt !== this.attempt) return;
      this.set({ walletUpdate: "failed" });
      this.effects.notifyError(errorText(err, "The wallet could not be updated"));
    }
  }

  private stopTimers() {
    if (this.pollTimer !== undefined) clearInterval(this.pollTimer);
    if (this.countdownTimer !== undefined) clearInterval(this.countdownTimer);
    this.pollTimer = undefined;
    this.countdownTimer = undefined;
  }
}
