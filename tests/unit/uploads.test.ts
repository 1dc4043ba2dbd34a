import { describe, expect, it } from "vitest";
import { uploadKind } from "../../resources/uploads";
import { validateRecord } from "../../resources/validate";
import { defineResource } from "../../resources/types";

const b64 = (bytes: string | number[]) => Buffer.from(typeof bytes === "string" ? Buffer.from(bytes, "latin1") : Uint8Array.from(bytes)).toString("base64");
const PNG = `data:image/png;base64,${b64("\x89PNG\r\n\x1a\n\0\0\0\rIHDR")}`;
const JPEG = `data:image/jpeg;base64,${b64([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])}`;
const WEBP = `data:image/webp;base64,${b64("RIFF\x24\0\0\0WEBPVP8 ")}`;
const PDF = `data:application/pdf;base64,${b64("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")}`;

describe("an upload is what its bytes say", () => {
  it("knows PNG, JPEG, WebP and PDF by their signatures", () => {
    expect([PNG, JPEG, WEBP, PDF].map(uploadKind)).toEqual(["png", "jpeg", "webp", "pdf"]);
  });
  it("refuses a stated type the bytes contradict, any other bytes, and anything not a data URL", () => {
    expect(uploadKind(PDF.replace("application/pdf", "image/png"))).toBeUndefined();
    expect(uploadKind(`data:image/png;base64,${b64("<script>alert(1)</script>")}`)).toBeUndefined();
    expect(uploadKind("pan-card.pdf")).toBeUndefined();
    expect(uploadKind("data:image/png;base64,AAAA")).toBeUndefined();
    expect(uploadKind("javascript:alert(1)")).toBeUndefined();
  });
  it("an image field takes images only; a file field a PDF or an image; each refusal names the field", () => {
    const def = defineResource({
      name: "x", module: "galla", label: "X", section: "PAYMENTS", routes: { list: "/x" }, titleField: "photo",
      fields: [
        { name: "photo", type: "image", label: "Photo" },
        { name: "proof", type: "file", label: "Proof" },
      ],
    });
    expect(validateRecord(def, { photo: WEBP, proof: PDF }, { partial: false }).errors).toEqual([]);
    expect(validateRecord(def, { photo: PDF, proof: "cheque.jpg" }, { partial: false }).errors).toEqual([
      { field: "photo", message: "Photo must be a PNG, JPEG or WebP image" },
      { field: "proof", message: "Proof must be a PDF, or a PNG, JPEG or WebP image" },
    ]);
  });
});
