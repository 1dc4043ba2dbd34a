import { describe, expect, it } from "vitest";
import { csvCell, csvLine, csvText } from "../../resources/csv";

describe("CSV cells a spreadsheet will not run (every export: engine, QR payments, sales, staff pay)", () => {
  it.each([
    ["=HYPERLINK(\"x\")", `"'=HYPERLINK(""x"")"`],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", `"'\r=1+1"`],
    ["\n=1+1", `"'\n=1+1"`],
  ])("neutralises %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("leaves plain numbers, negative ones too, as numbers", () => {
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell("-347.50")).toBe("-347.50");
    expect(csvCell(0)).toBe("0");
  });

  it("quotes a bare CR or LF so it cannot split the row, and doubles quotes", () => {
    expect(csvCell("Dal\rrice")).toBe(`"Dal\rrice"`);
    expect(csvCell("Dal\nrice")).toBe(`"Dal\nrice"`);
    expect(csvCell('5" pipe, PVC')).toBe(`"5"" pipe, PVC"`);
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("writes CRLF rows and a BOM-led file", () => {
    expect(csvLine(["a", 1, "=x"])).toBe("a,1,'=x\r\n");
    expect(csvText(["Name", "Note"], [["Asha", "\t=cmd"]])).toBe("\uFEFFName,Note\r\nAsha,'\t=cmd\r\n");
  });
});
