import { useEffect, useState } from "react";
import { Spin } from "antd";
import { PAGE_QR } from "../../../resources/public-page";
import { prerenderedQr } from "./prerendered";

/** A link's QR as a picture (a data URL), for the link it was drawn of. */
type Drawn = { uri: string; src: string };

/**
 * Drawn in the browser: the QR is a picture of the link, nothing is fetched. Where the page's HTML came
 * with the server's copy of it (server/public/business-copy.ts, the same options), that picture is shown
 * again and the QR library is never loaded: drawing it a second time was a quarter of a second of a cheap
 * phone's main thread (issue 24). `onDrawn`: the picture is in (the page's copy of the server's card is
 * then complete).
 */
export default function UpiQr({ uri, label, onDrawn }: { uri: string; label: string; onDrawn?: () => void }) {
  const [drawn, setDrawn] = useState<Drawn | undefined>(() => {
    const src = prerenderedQr(uri);
    return src ? { uri, src } : undefined;
  });
  const src = drawn?.uri === uri ? drawn.src : undefined;
  useEffect(() => {
    if (src) return;
    let live = true;
    import("qrcode")
      .then(({ default: QRCode }) => QRCode.toDataURL(uri, PAGE_QR))
      .then((url) => live && setDrawn({ uri, src: url }))
      .catch((err) => console.error("Could not draw the QR code:", err));
    return () => {
      live = false;
    };
  }, [uri, src]);
  return <div className="pay-qr">{src ? <img src={src} alt={label} data-upi={uri} onLoad={onDrawn} /> : <Spin />}</div>;
}
