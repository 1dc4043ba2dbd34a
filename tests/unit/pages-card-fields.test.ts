import { describe, expect, it } from "vitest";
import { cardFieldsOf } from "../../src/engine/card-fields";
import { resources } from "../../modules";
import { defineResource } from "../../resources/types";

const byName = (name: string) => resources.find((r) => r.name === name)!;

describe("a phone card's fields, read from the declaration", () => {
  it("title from titleField, the money field, the status enum and the date the list is sorted by", () => {
    const d = defineResource({
      name: "t_bills",
      module: "sales_and_purchase",
      label: "Bills",
      section: "SALES & PURCHASE",
      routes: { list: "/t" },
      titleField: "party",
      defaultSort: { field: "bill_date", order: "desc" },
      fields: [
        { name: "number", type: "text", inList: true },
        { name: "party", type: "text", inList: true },
        { name: "kind", type: "enum", options: ["a", "b"], inList: true, filter: true },
        { name: "status", type: "enum", options: ["paid", "due"], inList: true },
        { name: "due_on", type: "date", inList: true },
        { name: "bill_date", type: "date", inList: true },
        { name: "total", type: "money", inList: true },
      ],
    });
    const c = cardFieldsOf(d);
    expect([c.title.name, c.amount?.name, c.status?.name, c.date.name]).toEqual(["party", "total", "status", "bill_date"]);
  });

  it("no money or status field: none shown; no date field: when the record was added", () => {
    const c = cardFieldsOf(byName("tickets"));
    expect(c.title.name).toBe("subject");
    expect(c.amount).toBeUndefined();
    expect(c.status?.name).toBe("status");
    expect(c.date.name).toBe("last_reply_at");
    const plain = defineResource({ name: "t_tags", module: "galla", label: "Tags", section: "PAYMENTS", routes: { list: "/t" }, titleField: "name", fields: [{ name: "name", type: "text", inList: true }] });
    expect(cardFieldsOf(plain)).toMatchObject({ title: { name: "name" }, amount: undefined, status: undefined, date: { name: "created_at" } });
  });

  it("every declared resource gets a title and a date", () => {
    for (const def of resources) {
      const c = cardFieldsOf(def);
      expect(c.title, def.name).toBeDefined();
      expect(c.date, def.name).toBeDefined();
      expect(c.title.type, def.name).not.toBe("subrecords");
    }
  });

  it("services: name and price; GST % is an enum but no status", () => {
    const c = cardFieldsOf(byName("services"));
    expect([c.title.name, c.amount?.name, c.status]).toEqual(["name", "price", undefined]);
  });

  it("never titles or lists a withdrawal by its internal reference (withdrawal:1:DEMO0002), issue 23", () => {
    const w = byName("withdrawals");
    expect(cardFieldsOf(w).title.name).toBe("bank_account");
    expect(w.fields.filter((f) => f.inList).map((f) => f.name)).not.toContain("reference");
  });
});
