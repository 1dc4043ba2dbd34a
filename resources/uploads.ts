/**
 * What an uploaded file really is. Uploads travel as data URLs (`data:<type>;base64,<bytes>`); the
 * type a browser writes there comes from the file's name, so the first bytes decide: a PDF renamed to
 * .png, or a script with an image's name, is refused. Pure: the form and the server ask the same.
 */
export type UploadKind = "png" | "jpeg" | "webp" | "pdf";

const MIME: Record<UploadKind, string> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp", pdf: "application/pdf" };
export const IMAGE_KINDS: readonly UploadKind[] = ["png", "jpeg", "webp"];
export const DOCUMENT_KINDS: readonly UploadKind[] = [...IMAGE_KINDS, "pdf"];

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The kind the bytes show, from their signature (PNG, JPEG, RIFF…WEBP, %PDF-). */
function sniff(head: string): UploadKind | undefined {
  const at = (i: number) => head.charCodeAt(i);
  if (head.startsWith("\x89PNG\r\n\x1a\n")) return "png";
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "jpeg";
  if (head.startsWith("RIFF") && head.slice(8, 12) === "WEBP") return "webp";
  if (head.startsWith("%PDF-")) return "pdf";
  return undefined;
}

/** The upload's kind when it is a well-formed data URL whose stated type and bytes agree, else undefined. */
export function uploadKind(value: string): UploadKind | undefined {
  const match = DATA_URL.exec(value);
  if (!match) return undefined;
  let head: string;
  try {
    head = atob(match[2].slice(0, 16));
  } catch {
    return undefined;
  }
  const kind = sniff(head);
  return kind && MIME[kind] === match[1] ? kind : undefined;
}
