import { useMemo, useRef } from "react";
import { formatWholeRupees } from "../../resources/locale-format";
import { JargonHelp } from "../ui/JargonHelp";
import { Trans } from "react-i18next";
import { useTranslation } from "../i18n/use-translation";
import { Button, Drawer, Flex, Input, InputNumber, Modal, Result, Space, Spin } from "antd";
import { Typography } from "../ui/Typography";
import { CheckCircleFilled, CloseCircleFilled, QrcodeOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { formatRupees } from "../../resources/money";
import { useBusiness } from "../business/BusinessContext";
import { topupApi } from "./api";
import { QrImage } from "./QrImage";
import { POLL_INTERVAL_MS, type TopupEffects } from "./topup-machine";
import { useTopupMachine } from "./useTopupMachine";

const rupees = (amount: string) => (Number.isFinite(Number(amount)) && amount !== "" ? formatRupees(Number(amount)) : "₹0.00");

/**
 * Add Wallet (spec §4, §5): an amount, then either a validated UPI id and a collect request
 * followed in a drawer, or a QR with its 660-second countdown. The machine holds the rules and
 * timers; this component only draws them.
 */
export default function AddWalletDialog({ onClose, sandbox }: { onClose: () => void; sandbox: boolean }) {
  const { businessId, refreshBalance } = useBusiness();
  const { t, i18n } = useTranslation();
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
        title={t("topup.title")}
        onCancel={close}
        footer={null}
        destroyOnHidden
        width={460}
        maskClosable={false}
      >
        {(s.phase === "form" || (s.phase === "requesting" && s.mode === "collect") || (s.phase === "requesting" && s.mode === "qr")) && (
          <Flex vertical gap={16} data-testid="topup-form">
            <div>
              <Typography.Text strong>{t("topup.amount")}</Typography.Text>
              <InputNumber<string>
                aria-label={t("topup.amount")}
                data-testid="topup-amount"
                stringMode
                controls={false}
                prefix="₹"
                placeholder={t("topup.enterAmount")}
                style={{ width: "100%", marginTop: 6 }}
                size="large"
                inputMode="decimal"
                value={s.amount === "" ? null : s.amount}
                onChange={(v) => machine.setAmount(v ?? "")}
                disabled={s.phase !== "form"}
              />
              {gst > 0 && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="topup-gst">
                  {t("topup.gst", { amount: rupees(s.amount), gst: formatRupees(gst) })}
                </Typography.Text>
              )}
            </div>
            <div>
              <Typography.Text strong>{t("topup.upiId")}</Typography.Text>
              <JargonHelp term="vpa" />
              <Space.Compact style={{ width: "100%", marginTop: 6 }}>
                <Input
                  aria-label={t("topup.upiId")}
                  data-testid="topup-upi"
                  placeholder={machine.upiInputDisabled ? t("topup.amountFirst") : "yourname@bank"}
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
                  {t("topup.verify")}
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
                  {t("topup.sandboxHint")}
                </Typography.Text>
              )}
            </div>
            <Flex gap={8} justify="flex-end">
              <Button icon={<QrcodeOutlined />} onClick={() => void machine.showQr()} disabled={!machine.canShowQr} loading={s.phase === "requesting" && s.mode === "qr"}>
                {t("topup.showQr")}
              </Button>
              <Button type="primary" onClick={() => void machine.addWallet()} disabled={!machine.canAddWallet} loading={s.phase === "requesting" && s.mode === "collect"}>
                {t("topup.add")}
              </Button>
            </Flex>
          </Flex>
        )}

        {s.phase === "qr" && s.qrCode && (
          <Flex vertical align="center" gap={12} data-testid="topup-qr-panel">
            <Typography.Text>
              <Trans i18n={i18n} t={t} i18nKey="topup.scan" values={{ amount: rupees(s.amount) }} components={{ strong: <strong /> }} />
            </Typography.Text>
            <QrImage value={s.qrCode} alt={t("topup.qrAlt", { amount: rupees(s.amount) })} />
            <Typography.Text>
              {t("topup.validFor")} <strong data-testid="topup-countdown">{machine.countdown}</strong>
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t("topup.checkEvery", { seconds: POLL_INTERVAL_MS / 1000 })}
            </Typography.Text>
            {/* A phone cannot scan its own screen: the same upi://pay intent opens GPay, PhonePe or Paytm.
                Whatever the app says, only the polling above decides that the payment succeeded. */}
            <Button type="primary" href={s.qrCode} className="galla-phone-only" data-testid="topup-upi-app">
              {t("topup.payWithApp")}
            </Button>
            {sandbox && (
              <a href={`/sandbox/upi?pay=${encodeURIComponent(s.qrCode)}`} target="_blank" rel="noreferrer">
                {t("topup.paySandbox")}
              </a>
            )}
            <Button onClick={() => void machine.cancelPayment()}>{t("topup.cancel")}</Button>
          </Flex>
        )}

        {s.phase === "expired" && (
          <Result
            status="warning"
            title={t("topup.expired")}
            subTitle={t("topup.expiredHint")}
            extra={[
              <Button key="retry" type="primary" onClick={() => machine.retry()}>
                {t("topup.startAgain")}
              </Button>,
              <Button key="close" onClick={close}>
                {t("topup.close")}
              </Button>,
            ]}
          />
        )}
      </Modal>

      <Drawer open={drawerOpen} onClose={close} width={420} title={t("topup.drawer")} maskClosable={false} destroyOnHidden>
        {s.phase === "pending" && (
          <Flex vertical align="center" gap={16} style={{ textAlign: "center", paddingTop: 24 }} data-testid="topup-pending">
            <Spin size="large" />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t("topup.waiting")}
            </Typography.Title>
            <Typography.Text>
              <Trans i18n={i18n} t={t} i18nKey="topup.accept" values={{ amount: rupees(s.amount), upiId: s.upiId }} components={{ strong: <strong /> }} />
            </Typography.Text>
            <Typography.Text type="secondary">{t("topup.statusEvery", { seconds: POLL_INTERVAL_MS / 1000 })}</Typography.Text>
            {sandbox && (
              <a href="/sandbox/upi" target="_blank" rel="noreferrer">
                {t("topup.openSandbox")}
              </a>
            )}
            <Button danger onClick={() => void machine.cancelPayment()}>
              {t("topup.cancelPayment")}
            </Button>
          </Flex>
        )}
        {s.phase === "success" && (
          <Result
            status="success"
            title={t("topup.success")}
            subTitle={
              <span role="status" data-testid="topup-result">
                {s.walletUpdate === "failed"
                  ? t("topup.bankPending")
                  : s.walletUpdate === "done"
                    ? t("topup.added", { amount: (Number.isInteger(Number(s.amount)) ? formatWholeRupees : formatRupees)(Number(s.amount)) })
                    : t("topup.adding", { amount: rupees(s.amount) })}
              </span>
            }
            extra={<Button type="primary" onClick={close}>{t("topup.close")}</Button>}
          />
        )}
        {s.phase === "failure" && (
          <Result
            status="error"
            title={t("topup.failed")}
            subTitle={
              <>
                <div>{s.message}</div>
                <div>{t("topup.nothingAdded")}</div>
              </>
            }
            extra={<Button type="primary" onClick={close}>{t("topup.close")}</Button>}
          />
        )}
      </Drawer>
    </>
  );
}
