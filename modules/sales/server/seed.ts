import type { Db } from "../../../server/db/client";
import type { Seeded } from "../../../server/module-part";
import { gstinCheckChar } from "../../../resources/validators";
import { createDocument, type DocumentBody } from "./documents";
import { createPayment } from "./payments";
import { saveSettings } from "./settings";
import { istDate } from "../../../resources/ist";
import { insertRow } from "../../../server/engine";

/** A GSTIN whose check character is right: state + PAN + entity + Z + check. */
const gstin = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckChar(`${state}${pan}1Z`)}`;

const PARTIES = [
  { name: "Annapurna Restaurant", party_type: "Customer", phone: "9822011111", state: "27 Maharashtra", gstin: gstin("27", "AAKFA1234B"), address: "FC Road, Pune 411004" },
  { name: "Deshmukh Caterers", party_type: "Customer", phone: "9822022222", state: "27 Maharashtra", gstin: gstin("27", "BDPPD5678C"), address: "Baner, Pune 411045" },
  { name: "Sunita Joshi", party_type: "Customer", phone: "9850033333", state: "27 Maharashtra", gstin: "", address: "Kothrud, Pune" },
  { name: "Karnataka Provision Mart", party_type: "Customer", phone: "9845044444", state: "29 Karnataka", gstin: gstin("29", "AAGFK4321D"), address: "Jayanagar, Bengaluru 560041" },
  { name: "Patil Wholesale Traders", party_type: "Supplier", phone: "9823055555", state: "27 Maharashtra", gstin: gstin("27", "AAHFP8765E"), address: "Market Yard, Gultekdi, Pune 411037" },
  { name: "Gujarat Oil Mills", party_type: "Supplier", phone: "9825066666", state: "24 Gujarat", gstin: gstin("24", "AABCG2468F"), address: "GIDC Naroda, Ahmedabad 382330" },
];

const PRODUCTS = [
  { name: "India Gate Basmati Rice 5kg", hsn: "1006", unit: "BAG", sale: 64500, cost: 55000, gst: "5", stock: 40, low: 8 },
  { name: "Aashirvaad Atta 10kg", hsn: "1101", unit: "BAG", sale: 45500, cost: 40000, gst: "5", stock: 30, low: 6 },
  { name: "Fortune Sunflower Oil 1L", hsn: "1512", unit: "PCS", sale: 15500, cost: 13200, gst: "5", stock: 60, low: 12 },
  { name: "Tata Salt 1kg", hsn: "2501", unit: "PCS", sale: 2800, cost: 2200, gst: "5", stock: 120, low: 20 },
  { name: "Amul Butter 500g", hsn: "0405", unit: "PCS", sale: 28500, cost: 26000, gst: "5", stock: 18, low: 5 },
  { name: "Toor Dal 1kg", hsn: "0713", unit: "KG", sale: 16000, cost: 13500, gst: "0", stock: 50, low: 10 },
  { name: "Lifebuoy Soap 125g", hsn: "3401", unit: "PCS", sale: 3800, cost: 3000, gst: "18", stock: 90, low: 15 },
  { name: "Colgate Toothpaste 200g", hsn: "3306", unit: "PCS", sale: 12500, cost: 10400, gst: "18", stock: 35, low: 8 },
  { name: "Surf Excel 1kg", hsn: "3402", unit: "PCS", sale: 14000, cost: 11800, gst: "18", stock: 7, low: 8 },
  { name: "Home Delivery", hsn: "996812", unit: "NOS", sale: 3000, cost: 0, gst: "18", stock: 0, low: 0, service: true },
];

const day = (daysAgo: number) => istDate(Date.now() - daysAgo * 86_400_000);

/** Sharma General Store's books: parties, products, three weeks of sales and purchases, payments. */
export async function seedSalesDemo(db: Db, seeded: Seeded): Promise<void> {
  const shop = seeded.businesses.find((b) => b.businessName === "Sharma General Store");
  if (!shop) return;
  const b = shop.id;
  await saveSettings(db, b, {
    invoice_prefix: "SGS/",
    next_number: 1,
    default_gst_rate: 5,
    state_code: "27",
    terms: "Goods once sold will not be taken back or exchanged. Subject to Pune jurisdiction. E. & O.E.",
    print_format: "A4",
  });
  const partyIds: number[] = [];
  // Through the engine like the API (validated, version 1, a "created" history entry); money in rupees.
  for (const p of PARTIES) {
    // Town and PIN code for the e-invoice and e-way bill files: the town is the address's last word before its PIN.
    const place = /([A-Za-z]+)(?: (\d{6}))?$/.exec(p.address);
    const row = await insertRow(db, "parties", b, {
      ...p,
      gstin: p.gstin || null,
      opening_balance: p.name === "Sunita Joshi" ? 1500 : 0,
      opening_type: "To Receive",
      city: place?.[1] ?? null,
      pincode: place?.[2] ?? null,
    });
    partyIds.push(row.id);
  }
  const productIds: number[] = [];
  for (const p of PRODUCTS) {
    const row = await insertRow(db, "products", b, {
      name: p.name,
      item_type: p.service ? "Service" : "Goods",
      hsn: p.hsn,
      unit: p.unit,
      sale_price: p.sale / 100,
      purchase_price: p.cost / 100,
      gst_rate: p.gst,
      gst_treatment: p.gst === "0" ? "nil" : "taxable",
      opening_stock: p.stock,
      low_stock_alert: p.low,
    });
    productIds.push(row.id);
  }
  const line = (i: number, qty: number, kind: "sale" | "purchase" = "sale") => ({
    product_id: productIds[i],
    qty,
    rate: (kind === "sale" ? PRODUCTS[i].sale : PRODUCTS[i].cost) / 100,
    gst_rate: Number(PRODUCTS[i].gst),
  });
  const [annapurna, deshmukh, sunita, karnataka, patil, gujarat] = partyIds;

  const purchases: DocumentBody[] = [
    { payment_type: "credit", date: day(20), party_id: patil, number: "PWT/2291", lines: [line(0, 20, "purchase"), line(1, 15, "purchase"), line(5, 25, "purchase")] },
    { payment_type: "credit", date: day(13), party_id: gujarat, number: "GOM/25/884", lines: [line(2, 48, "purchase")] },
    { payment_type: "cash", date: day(6), party_id: patil, number: "PWT/2350", lines: [line(6, 36, "purchase"), line(7, 12, "purchase")] },
  ];
  for (const body of purchases) await createDocument(db, b, "purchase", body);

  const sales: [number, DocumentBody][] = [
    [19, { payment_type: "credit", date: "", party_id: annapurna, lines: [line(0, 4), line(2, 6), line(3, 10)], amount_received: 1000 }],
    [18, { payment_type: "cash", date: "", party_name: "Walk-in", lines: [line(6, 3), line(3, 2)] }],
    [16, { payment_type: "credit", date: "", party_id: deshmukh, lines: [line(1, 5), line(5, 8), line(9, 1)] }],
    [15, { payment_type: "cash", date: "", lines: [line(7, 2), line(8, 1)] }],
    [13, { payment_type: "credit", date: "", party_id: karnataka, lines: [line(0, 6), line(2, 12)] }],
    [12, { payment_type: "cash", date: "", lines: [line(4, 2), line(3, 4)] }],
    [10, { payment_type: "credit", date: "", party_id: sunita, lines: [line(4, 1), line(6, 4)], amount_received: 200 }],
    [9, { payment_type: "cash", date: "", lines: [line(0, 1), line(5, 2)] }],
    [7, { payment_type: "credit", date: "", party_id: annapurna, lines: [line(1, 3), line(2, 8), line(9, 1)] }],
    [5, { payment_type: "cash", date: "", lines: [line(6, 5), line(7, 1)] }],
    [4, { payment_type: "credit", date: "", party_id: deshmukh, lines: [line(0, 3), line(4, 2)] }],
    [2, { payment_type: "cash", date: "", lines: [line(3, 6), line(8, 2)] }],
    [1, { payment_type: "credit", date: "", party_id: karnataka, lines: [line(7, 6), line(6, 12)] }],
    [0, { payment_type: "cash", date: "", lines: [line(2, 2), line(5, 1)] }],
  ];
  for (const [ago, body] of sales) await createDocument(db, b, "sale", { ...body, date: day(ago), payment_mode: body.payment_type === "cash" && ago % 2 ? "upi" : "cash" });

  await createPayment(db, b, "in", { party_id: annapurna, date: day(8), amount: 2000, mode: "upi", reference: "UPI 431256789012" });
  await createPayment(db, b, "in", { party_id: deshmukh, date: day(3), amount: 1500, mode: "cheque", reference: "000241" });
  await createPayment(db, b, "out", { party_id: patil, date: day(11), amount: 10000, mode: "bank", reference: "UTR HDFCR52025111101" });
  await createPayment(db, b, "out", { party_id: gujarat, date: day(2), amount: 3000, mode: "upi" });
}
