import { isGstin, isPincode } from "../../../resources/validators";
import { addressLines, ddmmyyyy, isService, r2, refuse, UQC, type FilingData } from "./filing-data";

/**
 * An invoice of goods as the e-way bill portal's bulk upload takes it (ewaybillgst.gov.in, "Bulk
 * generation" JSON; modules/sales/schemas/ewaybill-bulk.schema.json says where it comes from). The
 * transport (mode, distance, vehicle or transport document, transporter) is asked when the owner makes it.
 */
export interface TransportInput {
  trans_mode: "road" | "rail" | "air" | "ship";
  distance_km: number;
  vehicle_no?: string;
  vehicle_type?: "regular" | "odc";
  transporter_id?: string;
  transporter_name?: string;
  trans_doc_no?: string;
  trans_doc_date?: string;
}

const MODE = { road: 1, rail: 2, air: 3, ship: 4 } as const;
/** The portal's longest distance for one e-way bill. */
export const MAX_DISTANCE_KM = 4000;
/**
 * Vehicle numbers as the portal takes them, spaces and dashes removed: a state registration (MH12AB1234,
 * DL1C1234), the Bharat series (22BH1234AA), a temporary registration (TR…) and defence vehicles (DF…).
 */
const VEHICLE = [/^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}$/, /^[0-9]{2}BH[0-9]{4}[A-Z]{1,2}$/, /^TR[A-Z0-9]{6,12}$/, /^DF[A-Z0-9]{6,12}$/];
export const normalizeVehicle = (v: string) => v.toUpperCase().replace(/[\s-]/g, "");
export const isVehicleNo = (v: string) => VEHICLE.some((re) => re.test(normalizeVehicle(v)));
/** A transporter id is a GSTIN or a 15-character TRANSIN given to unregistered transporters. */
const TRANSPORTER_ID = /^[0-9]{2}[0-9A-Z]{13}$/;
/** The ₹50,000 consignment value from which an e-way bill is required (CGST rule 138). */
export const EWAY_THRESHOLD_PAISE = 50_000_00;

export function ewayBillJson(d: FilingData, t: TransportInput) {
  const { doc } = d;
  if (doc.kind !== "sale") throw refuse("ewayNotSale", "kind");
  if (doc.cancelledAt) throw refuse("cancelled", "status");
  if (!d.seller.gstin || !isGstin(d.seller.gstin)) throw refuse("sellerGstin", "business.gstin");
  const goods = d.lines.filter((l) => !isService(l.hsn));
  if (goods.length === 0) throw refuse("ewayNoGoods", "lines");
  d.lines.forEach((l) => {
    if (!/^[0-9]{4,8}$/.test(l.hsn)) throw refuse("hsn", `lines.${l.position}.hsn`, { row: l.position, name: l.name });
  });
  if (!isPincode(d.seller.pincode)) throw refuse("sellerPincode", "business.pincode");
  if (!isPincode(d.buyer.pincode)) throw refuse("buyerPincode", "party.pincode");
  if (!Number.isInteger(t.distance_km) || t.distance_km < 1 || t.distance_km > MAX_DISTANCE_KM) throw refuse("distance", "distance_km", { max: MAX_DISTANCE_KM });
  const mode = MODE[t.trans_mode];
  if (!mode) throw refuse("mode", "trans_mode");
  let vehicleNo = "";
  if (t.trans_mode === "road") {
    // Part B of a road movement is its vehicle.
    if (!t.vehicle_no || !isVehicleNo(t.vehicle_no)) throw refuse("vehicle", "vehicle_no");
    vehicleNo = normalizeVehicle(t.vehicle_no);
  } else if (!t.trans_doc_no?.trim()) throw refuse("transDoc", "trans_doc_no");
  const transporterId = (t.transporter_id ?? "").trim().toUpperCase();
  if (transporterId && !TRANSPORTER_ID.test(transporterId)) throw refuse("transporterId", "transporter_id");
  if (t.trans_doc_date && !/^\d{4}-\d{2}-\d{2}$/.test(t.trans_doc_date)) throw refuse("transDocDate", "trans_doc_date");

  const sellerAddress = addressLines(d.seller.address);
  const buyerAddress = addressLines(doc.partyAddress ?? "");
  const sum = (k: "igstPaise" | "cgstPaise" | "sgstPaise" | "taxablePaise") => d.lines.reduce((s, l) => s + l.t[k], 0);
  const main = [...goods].sort((a, b) => b.t.taxablePaise - a.t.taxablePaise)[0];
  const half = (rate: number) => (d.interState ? 0 : rate / 2);
  return {
    version: "1.0.0621",
    billLists: [
      {
        userGstin: d.seller.gstin,
        supplyType: "O",
        subSupplyType: 1,
        subSupplyDesc: "",
        docType: "INV",
        docNo: doc.number,
        docDate: ddmmyyyy(doc.docDate),
        transactionType: 1,
        fromGstin: d.seller.gstin,
        fromTrdName: d.seller.name.slice(0, 100),
        fromAddr1: sellerAddress[0].slice(0, 120),
        fromAddr2: (sellerAddress[1] ?? "").slice(0, 120),
        fromPlace: d.seller.city.slice(0, 50),
        fromPincode: Number(d.seller.pincode),
        fromStateCode: Number(d.seller.stateCode),
        actualFromStateCode: Number(d.seller.stateCode),
        // An unregistered buyer is written URP (unregistered person).
        toGstin: doc.partyGstin || "URP",
        toTrdName: doc.partyName.slice(0, 100),
        toAddr1: buyerAddress[0].slice(0, 120),
        toAddr2: (buyerAddress[1] ?? "").slice(0, 120),
        toPlace: d.buyer.city.slice(0, 50),
        toPincode: Number(d.buyer.pincode),
        toStateCode: Number(doc.placeOfSupply),
        actualToStateCode: Number(doc.placeOfSupply),
        totalValue: r2(sum("taxablePaise")),
        cgstValue: r2(sum("cgstPaise")),
        sgstValue: r2(sum("sgstPaise")),
        igstValue: r2(sum("igstPaise")),
        cessValue: 0,
        TotNonAdvolVal: 0,
        OthValue: r2(doc.roundOffPaise),
        totInvValue: r2(doc.totalPaise),
        transMode: mode,
        transDistance: t.distance_km,
        transporterName: (t.transporter_name ?? "").trim().slice(0, 100),
        transporterId,
        transDocNo: (t.trans_doc_no ?? "").trim().slice(0, 15),
        transDocDate: t.trans_doc_date ? ddmmyyyy(t.trans_doc_date) : "",
        vehicleNo,
        vehicleType: t.trans_mode === "road" ? (t.vehicle_type === "odc" ? "O" : "R") : "",
        mainHsnCode: Number(main.hsn),
        itemList: d.lines.map((l, i) => ({
          itemNo: i + 1,
          productName: l.name.slice(0, 100),
          productDesc: l.name.slice(0, 100),
          hsnCode: Number(l.hsn),
          quantity: Number(l.qty.toFixed(3)),
          qtyUnit: isService(l.hsn) ? "OTH" : (UQC[l.unit] ?? "OTH"),
          taxableAmount: r2(l.t.taxablePaise),
          sgstRate: half(l.gstRate),
          cgstRate: half(l.gstRate),
          igstRate: d.interState ? l.gstRate : 0,
          cessRate: 0,
          cessNonAdvol: 0,
        })),
      },
    ],
  };
}
