import { useState } from "react";
import { Button } from "antd";
import { useNotification } from "@refinedev/core";
import { saveBlob } from "../../../src/ui/download";
import { pdfFileName } from "../invoice-view";
import type { Copy } from "../invoice-words";
import { salesApi, type DocKind, type NoteKind } from "./api";
import { useTranslation } from "../../../src/i18n/use-translation";

type T = ReturnType<typeof useTranslation>["t"];
const errorText = (err: unknown, t: T) => (err as { message?: string })?.message ?? t("file.tryAgain");

/** The invoice as a PDF file (made by the server from the same view model as the print), saying which copy it is. */
export function DownloadPdfButton({ kind, id, number, copy }: { kind: DocKind | NoteKind; id: number; number: string; copy?: Copy }) {
  const { open } = useNotification();
  const { t } = useTranslation("sales");
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveBlob(await salesApi.pdf(kind, id, copy), pdfFileName(number));
    } catch (err) {
      open?.({ type: "error", message: t("file.downloadFailed"), description: errorText(err, t) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button onClick={download} loading={busy} data-testid="download-pdf">
      {t("file.download")}
    </Button>
  );
}
