import { csvText } from "../../resources/csv";

/** Saves a blob as a file through a temporary link (the browser's own download, no new tab). */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A CSV download of rows already on screen, with the same cells as the server's exports. */
export const downloadCsv = (filename: string, header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  saveBlob(new Blob([csvText(header, rows)], { type: "text/csv;charset=utf-8" }), filename);
