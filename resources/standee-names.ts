/** The standee's page sizes and file names: light enough for the console's My QR chunk (resources/standee-layout.ts draws it). */
export const STANDEE_SIZES = { A5: { width: 419.53, height: 595.28 }, A6: { width: 297.64, height: 419.53 } } as const;
export type StandeeSize = keyof typeof STANDEE_SIZES;
export const STANDEE_SIZE_NAMES = Object.keys(STANDEE_SIZES) as StandeeSize[];
/** "Sharma General Store" → "Sharma General Store QR standee.pdf": the name without path or shell-hostile characters. */
export const standeeFileName = (name: string, ext: "pdf" | "png") =>
  `${name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ").replace(/\s+/g, " ").trim() || "Business"} QR standee.${ext}`;

/** The same in printable ASCII, for the filename="…" of a Content-Disposition header. */
export const asciiFileName = (fileName: string) => fileName.replace(/[^\x20-\x7e]+/g, "").replace(/\s+/g, " ").trim().replace(/^QR standee/, "Business QR standee");
