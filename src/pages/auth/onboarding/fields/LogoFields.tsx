import { useRef, useState } from "react";
import { Alert, Button, Form, Space } from "antd";
import { Typography } from "../../../../ui/Typography";
import { readDraft } from "../draft";
import { ACCEPTED_LOGO_TYPES, LOGO_SIDE_PX, logoDataUrl } from "./logo-image";

function LogoPicker({ value, onChange }: { value?: string; onChange?: (value: string | undefined) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const initials = (readDraft().business_name ?? "?")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    setBusy(true);
    try {
      onChange?.(await logoDataUrl(file));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_LOGO_TYPES.join(",")}
        style={{ display: "none" }}
        aria-label="Logo file"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <Space size="large" align="center">
        {value ? (
          <img src={value} alt="Your logo" className="wizard-logo-preview" data-testid="logo-preview" />
        ) : (
          <div className="wizard-logo-empty" aria-label="No logo yet">
            {initials}
          </div>
        )}
        <Space direction="vertical">
          <Button onClick={() => input.current?.click()} loading={busy}>
            {value ? "Choose another image" : "Upload logo"}
          </Button>
          {value && (
            <Button type="link" danger onClick={() => onChange?.(undefined)} style={{ padding: 0 }}>
              Remove logo
            </Button>
          )}
        </Space>
      </Space>
      <Typography.Text type="secondary">
        PNG, JPG or WebP. We resize it to {LOGO_SIDE_PX}×{LOGO_SIDE_PX} pixels, up to 200 KB.
      </Typography.Text>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
    </Space>
  );
}

export function LogoFields() {
  return (
    <Form.Item name="business_logo_path" label="Logo">
      <LogoPicker />
    </Form.Item>
  );
}
