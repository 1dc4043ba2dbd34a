/** The logo travels as a data URL in business_logo_path; the API accepts up to ~200 KB of image. */
export const MAX_LOGO_BYTES = 200 * 1024;
/** Larger pictures (a phone photo of the signboard) are scaled down to this many pixels per side. */
export const LOGO_SIDE_PX = 256;
export const ACCEPTED_LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"];
const MAX_SOURCE_BYTES = 10 * 1024 * 1024;

/** Bytes of image behind a base64 data URL. */
export const dataUrlBytes = (dataUrl: string) => {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0);
};

const loadImage = (file: File) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new LogoError("unreadable"));
    };
    img.src = url;
  });

/** Why a picture cannot be the logo: the picker says it in the owner's language (onboarding.logo.errors.<reason>). */
export class LogoError extends Error {
  constructor(readonly reason: "unreadable" | "type" | "tooBig" | "stillTooBig") {
    super(`logo: ${reason}`);
  }
}

/** Scales the picture to fit LOGO_SIDE_PX and encodes it small; throws a LogoError for the user. */
export async function logoDataUrl(file: File): Promise<string> {
  if (!ACCEPTED_LOGO_TYPES.includes(file.type)) throw new LogoError("type");
  if (file.size > MAX_SOURCE_BYTES) throw new LogoError("tooBig");
  const img = await loadImage(file);
  const scale = Math.min(1, LOGO_SIDE_PX / Math.max(img.naturalWidth, img.naturalHeight));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
  canvas.getContext("2d")!.drawImage(img, 0, 0, canvas.width, canvas.height);
  // PNG keeps transparent logos crisp; a photo encodes far smaller as WebP.
  let url = canvas.toDataURL("image/png");
  if (dataUrlBytes(url) > MAX_LOGO_BYTES / 2) url = canvas.toDataURL("image/webp", 0.85);
  if (!url.startsWith("data:image/webp") && dataUrlBytes(url) > MAX_LOGO_BYTES / 2) url = canvas.toDataURL("image/jpeg", 0.85);
  if (dataUrlBytes(url) > MAX_LOGO_BYTES) throw new LogoError("stillTooBig");
  return url;
}
