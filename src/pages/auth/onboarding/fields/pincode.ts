/**
 * The state (GST code) a pincode belongs to, from its first digits: India Post numbers its postal
 * circles so that the first two or three digits fall within one state. Where a prefix is shared by
 * two states (Chandigarh and Mohali under 160, Silvassa, Daman and Valsad under 396, Puducherry
 * and Villupuram under 605, the Uttar Pradesh / Uttarakhand border under 244, 246, 247 and 262) the
 * answer is "unknown" and the owner chooses: a wrong state would put the wrong GST code on invoices.
 * The longest matching prefix wins; `null` marks a prefix known to be shared.
 */
const STATE_BY_PREFIX: Record<string, string | null> = {
  "11": "07",
  "12": "06", "13": "06",
  "14": "03", "15": "03", "16": "03", "160": null,
  "17": "02",
  "18": "01", "19": "01", "194": "38",
  "20": "09", "21": "09", "22": "09", "23": "09", "24": "09", "25": "09", "26": "09", "27": "09", "28": "09",
  "248": "05", "249": "05", "263": "05", "244": null, "246": null, "247": null, "262": null,
  "30": "08", "31": "08", "32": "08", "33": "08", "34": "08",
  "36": "24", "37": "24", "38": "24", "39": "24", "396": null, "362520": "26",
  "40": "27", "41": "27", "42": "27", "43": "27", "44": "27", "403": "30",
  "45": "23", "46": "23", "47": "23", "48": "23", "49": "22",
  "50": "36", "51": "37", "52": "37", "53": "37", "533464": "34",
  "56": "29", "57": "29", "58": "29", "59": "29",
  "60": "33", "61": "33", "62": "33", "63": "33", "64": "33", "605": null,
  "67": "32", "68": "32", "69": "32", "673310": "34", "68255": "31",
  "70": "19", "71": "19", "72": "19", "73": "19", "74": "19", "737": "11", "744": "35",
  "75": "21", "76": "21", "77": "21",
  "78": "18",
  "790": "12", "791": "12", "792": "12", "793": "17", "794": "17", "795": "14", "796": "15", "797": "13", "798": "13", "799": "16",
  "80": "10", "81": "10", "82": "10", "83": "10", "84": "10", "85": "10",
  "814": "20", "815": "20", "816": "20", "822": "20", "825": "20", "826": "20", "827": "20", "828": "20", "829": "20",
  "831": "20", "832": "20", "833": "20", "834": "20", "835": "20",
};

/**
 * Cities whose whole three-digit sorting district is the city itself. Anywhere else a prefix
 * covers several towns, so the city is left for the owner to type rather than guessed.
 */
const CITY_BY_PREFIX: Record<string, string> = {
  "110": "Delhi",
  "400": "Mumbai",
  "500": "Hyderabad",
  "560": "Bengaluru",
  "600": "Chennai",
  "700": "Kolkata",
};

const longestMatch = <T>(table: Record<string, T>, pincode: string): T | undefined => {
  for (let n = pincode.length; n >= 2; n--) {
    const key = pincode.slice(0, n);
    if (key in table) return table[key];
  }
  return undefined;
};

/** A complete pincode's state (GST code) and, for the few cities its prefix names, the city. */
export function placeOfPincode(pincode: string): { stateCode?: string; city?: string } {
  if (!/^[1-9]\d{5}$/.test(pincode)) return {};
  return { stateCode: longestMatch(STATE_BY_PREFIX, pincode) ?? undefined, city: CITY_BY_PREFIX[pincode.slice(0, 3)] };
}
