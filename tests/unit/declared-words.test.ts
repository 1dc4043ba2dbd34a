import { describe, expect, it } from "vitest";
import { withDeclaredWords } from "../../resources/declared-words";
import { defineResource } from "../../resources/types";

const vehicles = defineResource({
  name: "vehicles",
  module: "staff_management",
  label: "Vehicles",
  section: "STAFF MANAGEMENT",
  routes: { list: "/galla/Vehicles" },
  titleField: "number_plate",
  fields: [{ name: "number_plate", type: "text" }],
  words: { hi: { label: "वाहन", singular: "वाहन", fields: { number_plate: "नंबर प्लेट" } } },
});

describe("a declaration's own words", () => {
  it("join its language's resources words, over the file's, and only in that language", () => {
    const file = { fields: { name: "नाम" }, vehicles: { label: "पुराना" }, staff: { label: "स्टाफ़" } };
    expect(withDeclaredWords(file, [vehicles], "hi")).toEqual({
      fields: { name: "नाम" },
      staff: { label: "स्टाफ़" },
      vehicles: { label: "वाहन", singular: "वाहन", fields: { number_plate: "नंबर प्लेट" } },
    });
    expect(withDeclaredWords(undefined, [vehicles], "mr")).toEqual({});
  });
});
