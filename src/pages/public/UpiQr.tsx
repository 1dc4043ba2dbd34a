import { useEffect, useState } from "react";
import { Spin } from "antd";
import QRCode from "qrcode";
import { PAGE_QR } from "../../../resources/public-page";

/**
 * Drawn in the browser: the QR is a picture of the link, nothing is fetched. Loaded only with the page that
 * shows it. `onDrawn`: the picture is in (the page's copy of the server's card is then complete).
 */
export default function UpiQr({ uri, label, onDrawn }: { uri: string; label: string; onDrawn?: () => void }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, PAGE_QR)
      .then((url) => live && setSrc(url))
      .catch((err) => console.error("Could not draw the QR code:", err));
    return () => {
      live = false;
    };
  }, [uri]);
  return <div className="pay-qr">{src ? <img src={src} alt={label} data-upi={uri} onLoad={onDrawn} /> : <Spin />}</div>;
}
