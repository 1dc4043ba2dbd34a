import { useRef, useState } from "react";
import { Button, Space } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import type { FieldDef } from "../../resources/types";
import { labelIn } from "../i18n/words";
import { useTranslation } from "../i18n/use-translation";

/** Largest upload kept inline with the row (the API stores images and files as data URLs). */
const MAX_UPLOAD_BYTES = 1024 * 1024;

/**
 * A picture or file field: pick one (at most 1 MB), see it, replace or remove it; the value is a
 * data URL. The browser's file input behind an antd button: nothing is uploaded until the form saves.
 */
export default function FileInput({ field, value, onChange, id }: { field: FieldDef; value?: string | null; onChange?: (v: string | null) => void; id?: string }) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(t("engine.fileTooBig", { label: labelIn(undefined, field) }));
      return;
    }
    setError(undefined);
    const reader = new FileReader();
    reader.onload = () => onChange?.(String(reader.result));
    reader.readAsDataURL(file);
  };
  // The file input sits outside the Space: antd's form styles show input[type=file] as a block
  // (the `hidden` attribute loses), which made an empty 250 px item beside the button.
  return (
    <>
      <input
        ref={picker}
        id={id}
        type="file"
        style={{ display: "none" }}
        accept={field.type === "image" ? "image/png,image/jpeg,image/webp" : "application/pdf,image/png,image/jpeg,image/webp"}
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = ""; // picking the same file again still reads it
        }}
      />
      <Space direction="vertical">
        {value && field.type === "image" && <img src={value} alt="" style={{ maxWidth: 160, maxHeight: 120, borderRadius: 6 }} />}
        {value && field.type === "file" && (
          <a href={value} download>
            {t("engine.currentFile")}
          </a>
        )}
        <Space>
          <Button icon={<UploadOutlined />} onClick={() => picker.current?.click()}>
            {t(value ? "engine.replace" : "engine.upload")}
          </Button>
          {value && <Button onClick={() => onChange?.(null)}>{t("engine.remove")}</Button>}
        </Space>
        {error && (
          <span role="alert" style={{ color: "#ff4d4f" }}>
            {error}
          </span>
        )}
      </Space>
    </>
  );
}
