import { useEffect, useState } from "react";
import { Spin } from "antd";
import QRCode from "qrcode";

/** Drawn in the browser: the QR is a picture of the link, nothing is fetched. Loaded only with the page that shows it. */
export default function UpiQr({ uri, label }: { uri: string; label: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 1, width: 448 })
      .then((url) => live && setSrc(url))
      .catch((err) => console.error("Could not draw the QR code:", err));
    return () => {
      live = false;
    };
  }, [uri]);
  return <div className="pay-qr">{src ? <img src={src} alt={label} data-upi={uri} /> : <Spin />}</div>;
}
