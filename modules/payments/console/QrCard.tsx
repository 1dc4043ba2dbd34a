import { useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Button, Card, Flex, Spin } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { DownloadOutlined, PrinterOutlined, WhatsAppOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { STANDEE_ID, downloadQr, printStandee, shareQr } from "./qr-actions";
import "./qr-print.css";
import { useTranslation } from "../../../src/i18n/use-translation";

/** The business QR on screen, its two buttons, and the hidden standee PRINT lays out. */
export function QrCard({
  name,
  imageUrl,
  upiId,
  publicUrl,
  titleLevel = 2,
  extraActions,
}: {
  name: string;
  imageUrl: string;
  upiId?: string;
  /** The business's public page, which a WhatsApp share links to when the PNG cannot go itself. */
  publicUrl: string;
  /** 1 where the card is the whole page (the shareable page), 2 under My QR's heading. */
  titleLevel?: 1 | 2;
  /** More actions under the QR's own buttons (My QR's standee downloads). */
  extraActions?: ReactNode;
}) {
  const { open: notify } = useNotification();
  const { t } = useTranslation("payments");
  const [downloading, setDownloading] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadQr(imageUrl, name);
    } catch (err) {
      console.error("QR download failed:", err);
      notify?.({ type: "error", message: t("qr.downloadFailed"), description: t("qr.downloadFailedHint") });
    } finally {
      setDownloading(false);
    }
  };

  const share = async () => {
    try {
      await shareQr(imageUrl, name, publicUrl);
    } catch (err) {
      console.error("QR share failed:", err);
      notify?.({ type: "error", message: t("qr.shareFailed"), description: t("qr.shareFailedHint") });
    }
  };

  return (
    <Card style={{ maxWidth: 460, margin: "0 auto", textAlign: "center" }}>
      <Flex vertical align="center" gap={12}>
        <Typography.Title level={titleLevel} style={{ margin: 0, fontSize: 24 }} data-testid="qr-business-name">
          {name}
        </Typography.Title>
        <div style={{ position: "relative", width: 280, height: 280, maxWidth: "100%" }}>
          <img
            src={imageUrl}
            alt={t("qr.alt", { name })}
            width={280}
            height={280}
            data-testid="qr-image"
            onLoad={() => setLoaded(true)}
            style={{ border: "1px solid #e6ebe9", borderRadius: 12 }}
          />
          {!loaded && <Spin style={{ position: "absolute", inset: 0, display: "grid", placeItems: "center" }} />}
        </div>
        <Typography.Text type="secondary">{t("qr.scan")}</Typography.Text>
        {upiId && <Typography.Text strong>{t("qr.upiId", { upiId })}</Typography.Text>}
        <Flex gap={8} wrap justify="center" className="galla-qr-actions">
          <Button type="primary" icon={<DownloadOutlined />} onClick={download} loading={downloading}>
            {t("qr.download")}
          </Button>
          <Button icon={<PrinterOutlined />} onClick={printStandee}>
            {t("qr.print")}
          </Button>
          <Button icon={<WhatsAppOutlined />} onClick={share}>
            {t("qr.whatsapp")}
          </Button>
        </Flex>
        {extraActions}
      </Flex>
      {/* Under <body>, beside the app root, so printing can drop the whole console and keep only this. */}
      {createPortal(
        <div id={STANDEE_ID} className="galla-qr-standee" aria-hidden>
          <p className="standee-name">{name}</p>
          <img src={imageUrl} alt="" />
          <div className="scan">{t("qr.scan")}</div>
          {upiId && <div className="upi">{t("qr.upiId", { upiId })}</div>}
          <div className="brand">{t("qr.apps")}</div>
        </div>,
        document.body,
      )}
    </Card>
  );
}
