import { useMemo, useRef } from "react";
import { Button, Drawer, Flex, Input, InputNumber, Modal, Result, Space, Spin } from "antd";
import { Typography } from "../ui/Typography";
import { CheckCircleFilled, CloseCircleFilled, QrcodeOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { formatRupees } from "../../resources/money";
import { useBusiness } from "../business/BusinessContext";
import { topupApi } from "./api";
import { QrImage } from "./QrImage";
import { POLL_INTERVAL_MS, addedMessage, type TopupEffects } from "./topup-machine";
import { useTopupMachine } from "./useTopupMachine";

const rupees = (amount: string) => (Number.isFinite(Number(amount)) && amount !== "" ? formatRupees(Number(amount)) : "₹0.00");

/**
 * Add Wallet (spec §4, §5): an amount, then either a validated UPI id and a collect request
 * followed in a drawer, or a QR with its 660-second countdown. The machine holds the rules and
 * timers; this component only draws them.
 */
export default function AddWalletDialog({ onClose, sandbox }: { onClose: () => void; sandbox: boolean }) {
  const { businessId, refreshBalance } = useBusiness();
  const queryClient = useQueryClient();
  const { open: notify } = useNotification();
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  // The effects are made once per machine; these refs let them reach the latest callbacks.
  const refreshRef = useRef(() => {});
  refreshRef.current = () => {
    refreshBalance();
    // The dashboard's wallet card and today's figures show the credit too.
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "health" });
  };

  const api = useMemo(() => topupApi(businessId ?? ""), [businessId]);
  const effects = useMemo<TopupEffects>(
    () => ({
      notifyError: (message) => notifyRef.current?.({ type: "error", message: "Payment", description: message }),
      // The server has credited the wallet: the drawer says so and the balance refreshes in place.
      walletUpdated: () => refreshRef.current(),
    }),
    [],
  );
  const machine = useTopupMachine(api, effects);
  const s = machine.state;

  const close = () => {
    machine.close();
    onClose();
  };

  const drawerOpen = s.phase === "pending" || s.phase === "success" || s.phase === "failure";
  const gst = machine.gst;

  return (
    <>
      <Modal
        open={!drawerOpen}
        title="Add Money to Wallet"
        onCancel={close}
        footer={null}
        destroyOnHidden
        width={460}
        maskClosable={false}
      >
        {(s.phase === "form" || (s.phase === "requesting" && s.mode === "collect") || (s.phase === "requesting" && s.mode === "qr")) && (
          <Flex vertical gap={16} data-testid="topup-form">
            <div>
              <Typography.Text strong>Amount</Typography.Text>
              <InputNumber<string>
                aria-label="Amount"
                data-testid="topup-amount"
                stringMode
                controls={false}
                prefix="₹"
                placeholder="Enter amount"
                style={{ width: "100%", marginTop: 6 }}
                size="large"
                inputMode="decimal"
                value={s.amount === "" ? null : s.amount}
                onChange={(v) => machine.setAmount(v ?? "")}
                disabled={s.phase !== "form"}
              />
              {gst > 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="topup-gst">
                  GST @ 18% on {rupees(s.amount)}: {formatRupees(gst)} — shown for your records; your wallet is credited {rupees(s.amount)}.
                </Typography.Text>
              )}
            </div>
            <div>
              <Typography.Text strong>UPI ID</Typography.Text>
              <Space.Compact style={{ width: "100%", marginTop: 6 }}>
                <Input
                  aria-label="UPI ID"
                  data-testid="topup-upi"
                  placeholder={machine.upiInputDisabled ? "Enter an amount first" : "yourname@bank"}
                  value={s.upiId}
                  disabled={machine.upiInputDisabled}
                  onChange={(e) => machine.setUpiId(e.target.value)}
                  onPressEnter={() => void machine.validateUpi()}
                  autoComplete="off"
                />
                <Button
                  onClick={() => void machine.validateUpi()}
                  disabled={machine.upiInputDisabled || !s.upiId.trim()}
                  loading={s.validation.state === "checking"}
                >
                  Verify
                </Button>
              </Space.Compact>
              {s.validation.state === "valid" && (
                <Typography.Text type="success" data-testid="topup-mask-name" style={{ display: "block", marginTop: 6 }}>
                  <CheckCircleFilled /> {s.validation.maskName}
                </Typography.Text>
              )}
              {s.validation.state === "invalid" && (
                <Typography.Text type="danger" data-testid="topup-upi-error" style={{ display: "block", marginTop: 6 }}>
                  <CloseCircleFilled /> {s.validation.message}
                </Typography.Text>
              )}
              {sandbox && (
                <Typography.Text type="secondary" style={{ display: "block", marginTop: 6, fontSize: 12 }}>
                  Sandbox: success@sandbox pays, failure@sandbox declines, any other id waits for you on the sandbox UPI page.
                </Typography.Text>
              )}
            </div>
            <Flex gap={8} justify="flex-end">
              <Button icon={<QrcodeOutlined />} onClick={() => void machine.showQr()} disabled={!machine.canShowQr} loading={s.phase === "requesting" && s.mode === "qr"}>
                Show QR Code
              </Button>
              <Button type="primary" onClick={() => void machine.addWallet()} disabled={!machine.canAddWallet} loading={s.phase === "requesting" && s.mode === "collect"}>
                Add Wallet
              </Button>
            </Flex>
          </Flex>
        )}

        {s.phase === "qr" && s.qrCode && (
          <Flex vertical align="center" gap={12} data-testid="topup-qr-panel">
            <Typography.Text>
              Scan with any UPI app to pay <strong>{rupees(s.amount)}</strong>
            </Typography.Text>
            <QrImage value={s.qrCode} alt={`UPI QR to pay ${rupees(s.amount)}`} />
            <Typography.Text>
              QR valid for <strong data-testid="topup-countdown">{machine.countdown}</strong>
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              We check the payment every {POLL_INTERVAL_MS / 1000} seconds.
            </Typography.Text>
            {/* A phone cannot scan its own screen: the same upi://pay intent opens GPay, PhonePe or Paytm.
                Whatever the app says, only the polling above decides that the payment succeeded. */}
            <Button type="primary" href={s.qrCode} className="galla-phone-only" data-testid="topup-upi-app">
              Pay with a UPI app
            </Button>
            {sandbox && (
              <a href={`/sandbox/upi?pay=${encodeURIComponent(s.qrCode)}`} target="_blank" rel="noreferrer">
                Pay it in the sandbox UPI app
              </a>
            )}
            <Button onClick={() => void machine.cancelPayment()}>Cancel</Button>
          </Flex>
        )}

        {s.phase === "expired" && (
          <Result
            status="warning"
            title="Session expired"
            subTitle="The QR code is no longer valid. Nothing was charged."
            extra={[
              <Button key="retry" type="primary" onClick={() => machine.retry()}>
                Start again
              </Button>,
              <Button key="close" onClick={close}>
                Close
              </Button>,
            ]}
          />
        )}
      </Modal>

      <Drawer open={drawerOpen} onClose={close} width={420} title="Wallet top-up" maskClosable={false} destroyOnHidden>
        {s.phase === "pending" && (
          <Flex vertical align="center" gap={16} style={{ textAlign: "center", paddingTop: 24 }} data-testid="topup-pending">
            <Spin size="large" />
            <Typography.Title level={4} style={{ margin: 0 }}>
              Waiting for your approval
            </Typography.Title>
            <Typography.Text>
              Please accept the request of <strong>{rupees(s.amount)}</strong> in your UPI app ({s.upiId}).
            </Typography.Text>
            <Typography.Text type="secondary">We check its status every {POLL_INTERVAL_MS / 1000} seconds.</Typography.Text>
            {sandbox && (
              <a href="/sandbox/upi" target="_blank" rel="noreferrer">
                Open the sandbox UPI app
              </a>
            )}
            <Button danger onClick={() => void machine.cancelPayment()}>
              Cancel payment
            </Button>
          </Flex>
        )}
        {s.phase === "success" && (
          <Result
            status="success"
            title="Transaction Successful!"
            subTitle={
              <span role="status" data-testid="topup-result">
                {s.walletUpdate === "failed"
                  ? "The payment went through. Your wallet will be updated as soon as the bank confirms it."
                  : s.walletUpdate === "done"
                    ? addedMessage(s.amount)
                    : `${rupees(s.amount)} is being added to your wallet…`}
              </span>
            }
            extra={<Button type="primary" onClick={close}>Close</Button>}
          />
        )}
        {s.phase === "failure" && (
          <Result
            status="error"
            title="Transaction Failed!"
            subTitle={
              <>
                <div>{s.message}</div>
                <div>No money was added to your wallet.</div>
              </>
            }
            extra={<Button type="primary" onClick={close}>Close</Button>}
          />
        )}
      </Drawer>
    </>
  );
}
