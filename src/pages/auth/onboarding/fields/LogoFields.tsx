import { useRef, useState } from "react";
import { Alert, Button, Form, Space } from "antd";
import { Typography } from "../../../../ui/Typography";
import { readDraft } from "../draft";
import { ACCEPTED_LOGO_TYPES, LOGO_SIDE_PX, LogoError, logoDataUrl } from "./logo-image";
import { useTranslation } from "../../../../i18n/use-translation";

function LogoPicker({ value, onChange }: { value?: string; onChange?: (value: string | undefined) => void }) {
  const { t } = useTranslation("onboarding");
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
      setError(err instanceof LogoError ? t(`onboarding.logo.errors.${err.reason}`) : (err as Error).message);
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
        aria-label={t("onboarding.logo.file")}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <Space size="large" align="center">
        {value ? (
          <img src={value} alt={t("onboarding.logo.yours")} className="wizard-logo-preview" data-testid="logo-preview" />
        ) : (
          <div className="wizard-logo-empty" aria-label={t("onboarding.logo.none")}>
            {initials}
          </div>
        )}
        <Space direction="vertical">
          <Button onClick={() => input.current?.click()} loading={busy}>
            {t(value ? "onboarding.logo.another" : "onboarding.logo.upload")}
          </Button>
          {value && (
            <Button type="link" danger onClick={() => onChange?.(undefined)} style={{ padding: 0 }}>
              {t("onboarding.logo.remove")}
            </Button>
          )}
        </Space>
      </Space>
      <Typography.Text type="secondary">
        {t("onboarding.logo.hint", { side: LOGO_SIDE_PX })}
      </Typography.Text>
      {error && <Alert type="error" showIcon message={error} role="alert" />}
    </Space>
  );
}

export function LogoFields() {
  const { t } = useTranslation("onboarding");
  return (
    <Form.Item name="business_logo_path" label={t("onboarding.fields.logo")}>
      <LogoPicker />
    </Form.Item>
  );
}
