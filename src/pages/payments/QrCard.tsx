import { useState } from "react";
import { createPortal } from "react-dom";
import { Button, Card, Flex, Spin } from "antd";
import { Typography } from "../../ui/Typography";
import { DownloadOutlined, PrinterOutlined, WhatsAppOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { STANDEE_ID, downloadQr, printStandee, shareQr } from "./qr-actions";
import "./qr-print.css";

/** The business QR on screen, its two buttons, and the hidden standee PRINT lays out. */
export function QrCard({
  name,
  imageUrl,
  upiId,
  publicUrl,
  titleLevel = 2,
}: {
  name: string;
  imageUrl: string;
  upiId?: string;
  /** The business's public page, which a WhatsApp share links to when the PNG cannot go itself. */
  publicUrl: string;
  /** 1 where the card is the whole page (the shareable page), 2 under My QR's heading. */
  titleLevel?: 1 | 2;
}) {
  const { open: notify } = useNotification();
  const [downloading, setDownloading] = useState(false);
  const [loaded, setLoaded] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadQr(imageUrl, name);
    } catch (err) {
      console.error("QR download failed:", err);
      notify?.({ type: "error", message: "Download failed", description: "The QR code could not be downloaded. Please try again." });
    } finally {
      setDownloading(false);
    }
  };

  const share = async () => {
    try {
      await shareQr(imageUrl, name, publicUrl);
    } catch (err) {
      console.error("QR share failed:", err);
      notify?.({ type: "error", message: "Share failed", description: "The QR code could not be shared. Please try again." });
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
            alt={`UPI QR code of ${name}`}
            width={280}
            height={280}
            data-testid="qr-image"
            onLoad={() => setLoaded(true)}
            style={{ border: "1px solid #e6ebe9", borderRadius: 12 }}
          />
          {!loaded && <Spin style={{ position: "absolute", inset: 0, display: "grid", placeItems: "center" }} />}
        </div>
        <Typography.Text type="secondary">Scan and pay with any UPI app</Typography.Text>
        {upiId && <Typography.Text strong>UPI ID: {upiId}</Typography.Text>}
        <Flex gap={8} wrap justify="center">
          <Button type="primary" icon={<DownloadOutlined />} onClick={download} loading={downloading}>
            DOWNLOAD QR CODE
          </Button>
          <Button icon={<PrinterOutlined />} onClick={printStandee}>
            PRINT
          </Button>
          <Button icon={<WhatsAppOutlined />} onClick={share}>
            Share on WhatsApp
          </Button>
        </Flex>
      </Flex>
      {/* Under <body>, beside the app root, so printing can drop the whole console and keep only this. */}
      {createPortal(
        <div id={STANDEE_ID} className="galla-qr-standee" aria-hidden>
          <p className="standee-name">{name}</p>
          <img src={imageUrl} alt="" />
          <div className="scan">Scan and pay with any UPI app</div>
          {upiId && <div className="upi">UPI ID: {upiId}</div>}
          <div className="brand">BHIM · Google Pay · PhonePe · Paytm · any UPI app</div>
        </div>,
        document.body,
      )}
    </Card>
  );
}
