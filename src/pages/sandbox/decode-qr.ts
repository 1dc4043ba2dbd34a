/** Reads the text of a QR image, as a phone camera would; null when the image holds none. jsQR loads only on this sandbox page. */
export async function decodeQrImage(source: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(source);
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext("2d")!;
  context.drawImage(bitmap, 0, 0);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const { default: jsQR } = await import("jsqr");
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
}
