import { useEffect, useState } from "react";
import { Spin } from "antd";

/** Renders a UPI link as a QR in the browser; the encoder is loaded only when a QR is first shown. */
export function QrImage({ value, size = 220, alt }: { value: string; size?: number; alt: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    setSrc(undefined);
    import("qrcode")
      .then((QR) => QR.toDataURL(value, { width: size * 2, margin: 1, errorCorrectionLevel: "M" }))
      .then((url) => live && setSrc(url))
      .catch((err) => console.error("QR could not be drawn:", err));
    return () => {
      live = false;
    };
  }, [value, size]);
  return src ? (
    <img src={src} width={size} height={size} alt={alt} data-testid="topup-qr" data-upi={value} />
  ) : (
    <div style={{ width: size, height: size, display: "grid", placeItems: "center" }}>
      <Spin />
    </div>
  );
}
