import { useState } from "react";
import { Button, Flex, Segmented } from "antd";
import { Typography } from "../../../src/ui/Typography";
import { FilePdfOutlined, FileImageOutlined } from "@ant-design/icons";
import { useNotification } from "@refinedev/core";
import { http } from "../../../providers/http";
import { useTranslation } from "../../../src/i18n/use-translation";
import { standeeFileName, type StandeeSize } from "../../../resources/standee-names";
import type { StandeeLanguage } from "../../../resources/standee-layout";
import { saveBlob } from "../../../src/ui/download";

/**
 * My QR's standee downloads (issue 23): the PDF from the server in A5 or A6, and the PNG drawn here
 * from the same layout. Beside the QR's own download and print, which stay as they are.
 */
export function StandeeActions({
  businessId,
  name,
  upiId,
  language,
  imageUrl,
}: {
  businessId: number | string;
  name: string;
  upiId: string;
  language: StandeeLanguage;
  imageUrl: string;
}) {
  const { t } = useTranslation("payments");
  const { open: notify } = useNotification();
  const [size, setSize] = useState<StandeeSize>("A5");
  const [busy, setBusy] = useState<"pdf" | "png" | null>(null);

  const run = async (kind: "pdf" | "png", make: () => Promise<Blob>) => {
    setBusy(kind);
    try {
      saveBlob(await make(), standeeFileName(name, kind));
    } catch (err) {
      console.error(`QR standee ${kind} failed:`, err);
      notify?.({ type: "error", message: t("qr.standeeFailed"), description: t("qr.standeeFailedHint") });
    } finally {
      setBusy(null);
    }
  };

  const pdf = () =>
    run("pdf", async () => (await http.get<Blob>(`/business/generate/qr-standee/${businessId}`, { params: { size, format: "pdf" }, responseType: "blob" })).data);
  const png = () => run("png", async () => (await import("./standee-canvas")).standeePng({ name, upiId, language }, imageUrl));

  return (
    <Flex gap={8} wrap justify="center" align="center" className="galla-qr-actions galla-standee-actions">
      <Typography.Text type="secondary" id="galla-standee-size-label">
        {t("qr.standeeSize")}
      </Typography.Text>
      <Segmented<StandeeSize>
        aria-labelledby="galla-standee-size-label"
        data-testid="standee-size"
        options={["A5", "A6"]}
        value={size}
        onChange={setSize}
        className="galla-standee-size"
      />
      <Button icon={<FilePdfOutlined />} onClick={pdf} loading={busy === "pdf"} data-testid="standee-pdf">
        {t("qr.standeePdf")}
      </Button>
      <Button icon={<FileImageOutlined />} onClick={png} loading={busy === "png"} data-testid="standee-png">
        {t("qr.standeePng")}
      </Button>
    </Flex>
  );
}
