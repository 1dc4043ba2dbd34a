import { describe, expect, it } from "vitest";
import { gstr1Sections, gstr3bRows } from "../../modules/sales/server/gst-summary";

/** The screen's summary reads any section of the returns' JSON, so a new table needs only its words. */
describe("gst summary", () => {
  const g1 = {
    gstin: "27AAPFU0939F1ZV",
    fp: "102026",
    b2b: [{ ctin: "X", inv: [{ inum: "A/1", val: 118, itms: [{ num: 1801, itm_det: { rt: 18, txval: 100, camt: 9, samt: 9, csamt: 0 } }] }, { inum: "A/2", val: 10.5, itms: [{ num: 501, itm_det: { rt: 5, txval: 10, camt: 0.25, samt: 0.25, csamt: 0 } }] }] }],
    b2cl: [],
    b2cs: [{ sply_ty: "INTER", pos: "07", typ: "OE", rt: 5, txval: 300, iamt: 15, csamt: 0 }],
    nil: { inv: [{ sply_ty: "INTRAB2B", nil_amt: 50, expt_amt: 20.1, ngsup_amt: 0 }, { sply_ty: "INTRAB2C", nil_amt: 0, expt_amt: 0, ngsup_amt: 7 }] },
    exp: [{ exp_typ: "WOPAY", inv: [{ inum: "E/1", val: 500, itms: [{ rt: 0, txval: 500, iamt: 0, csamt: 0 }] }] }],
    hsn: { hsn_b2b: [{ num: 1, hsn_sc: "8414", txval: 100, iamt: 0, camt: 9, samt: 9, csamt: 0 }], hsn_b2c: [] },
    doc_issue: { doc_det: [{ doc_num: 1, docs: [{ num: 1, from: "A/1", to: "A/3", totnum: 3, cancel: 1, net_issue: 2 }] }] },
  };

  it("counts documents and sums the tax heads of each section, tabs apart", () => {
    const s = Object.fromEntries(gstr1Sections(g1).map((x) => [x.key, x]));
    expect(Object.keys(s)).toEqual(["b2b", "b2cl", "b2cs", "nil", "exp", "hsn.hsn_b2b", "hsn.hsn_b2c", "doc_issue"]);
    expect(s.b2b).toMatchObject({ count: 2, counts: "documents", txval: 110, camt: 9.25, samt: 9.25, iamt: 0, extra: {} });
    expect(s.b2cl).toMatchObject({ count: 0, txval: 0 });
    expect(s.b2cs).toMatchObject({ count: 1, counts: "rows", txval: 300, iamt: 15 });
    expect(s.exp).toMatchObject({ count: 1, counts: "documents", txval: 500 });
    expect(s["hsn.hsn_b2b"]).toMatchObject({ count: 1, counts: "rows", txval: 100 });
    expect(s.doc_issue).toMatchObject({ count: 2, counts: "documents" });
  });

  it("keeps Table 8's nil-rated, exempt and non-GST amounts apart", () => {
    const nil = gstr1Sections(g1).find((x) => x.key === "nil")!;
    expect(nil).toMatchObject({ count: 2, counts: "rows", txval: 0, extra: { nil_amt: 50, expt_amt: 20.1, ngsup_amt: 7 } });
  });

  it("names each GSTR-3B row by its path, list rows by their type", () => {
    const rows = gstr3bRows({
      gstin: "X",
      ret_period: "102026",
      sup_details: { osup_det: { txval: 1, iamt: 2, camt: 0, samt: 0, csamt: 0 }, osup_nil_exmp: { txval: 5 } },
      itc_elg: { itc_avl: [{ ty: "IMPG", iamt: 3, camt: 0, samt: 0, csamt: 0 }], itc_net: { iamt: 3, camt: 0, samt: 0, csamt: 0 } },
    });
    expect(rows.map((r) => r.key)).toEqual(["sup_details.osup_det", "sup_details.osup_nil_exmp", "itc_elg.itc_avl.IMPG", "itc_elg.itc_net"]);
    expect(rows[1].amounts).toEqual([{ head: "txval", value: 5 }]);
    expect(rows[0].amounts.map((a) => a.head)).toEqual(["txval", "iamt", "camt", "samt", "csamt"]);
  });
});
