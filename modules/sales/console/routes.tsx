import { Suspense, lazy, type ReactNode } from "react";
import { Route } from "react-router";
import { Spin } from "antd";
import type { MenuEntry } from "../../../src/layout/menu-types";
import { ModuleGate } from "../../../src/engine/ModuleGate";
import { withWords } from "../../../src/i18n/use-translation";

/**
 * Each page is its own chunk: the invoice editor and the printer load only when opened. The module's
 * words (locales/<language>/sales.json) come with the first of them, never with the rest of the
 * console (4 KB gzip on every route would break the 450 KB budget); i18next then keeps them for a
 * language switch too.
 */
const Dashboard = lazy(withWords("sales", () => import("./DashboardPage")));
const DocumentList = lazy(withWords("sales", () => import("./DocumentList")));
const InvoiceEditor = lazy(withWords("sales", () => import("./InvoiceEditor")));
const PrintInvoice = lazy(withWords("sales", () => import("./PrintInvoice")));
const Payments = lazy(withWords("sales", () => import("./PaymentsPage")));
const Ledger = lazy(withWords("sales", () => import("./PartyLedgerPage")));
const Report = lazy(withWords("sales", () => import("./ReportPage")));
const ProfitLoss = lazy(withWords("sales", () => import("./ProfitLossPage").then((m) => ({ default: m.ProfitLossPage }))));
const PartyProfit = lazy(withWords("sales", () => import("./ProfitLossPage").then((m) => ({ default: m.PartyProfitPage }))));
const Settings = lazy(withWords("sales", () => import("./SettingsPage")));
const GstReturns = lazy(withWords("sales", () => import("./GstReturnsPage")));
const PaymentLinks = lazy(withWords("sales", () => import("./PaymentLinksPage")));

const SP = "/sales&purchase";
/** Behind the module's gate (EXPIRED → upgrade prompt), each page lazy-loaded. */
const page = (element: ReactNode) => (
  <ModuleGate resource="SALES & PURCHASE">
    <Suspense fallback={<Spin size="large" style={{ display: "block", margin: 64 }} />}>{element}</Suspense>
  </ModuleGate>
);

/** Custom pages of the sales area (spec §2 spellings). Parties and products are generated from modules/sales/resources.ts. */
export const salesRoutes = (
  <>
    <Route path={`${SP}/dashboard`} element={page(<Dashboard />)} />
    <Route path={`${SP}/manage_party/addsale`} element={page(<InvoiceEditor kind="sale" mode="new" />)} />
    <Route path={`${SP}/manage_party/addpurchase`} element={page(<InvoiceEditor kind="purchase" mode="new" />)} />
    <Route path={`${SP}/manage_party/ledger`} element={page(<Ledger />)} />
    <Route path={`${SP}/manage_party/ledger/:id`} element={page(<Ledger />)} />
    <Route path={`${SP}/Sale/sale_invoices`} element={page(<DocumentList kind="sale" />)} />
    <Route path={`${SP}/Sale/sale_invoices/:id/editcreditsale`} element={page(<InvoiceEditor kind="sale" mode="edit" paymentType="credit" />)} />
    <Route path={`${SP}/Sale/sale_invoices/:id/editcashsale`} element={page(<InvoiceEditor kind="sale" mode="edit" paymentType="cash" />)} />
    <Route path={`${SP}/Sale/sale_invoices/:id/dublicatecashsale`} element={page(<InvoiceEditor kind="sale" mode="duplicate" paymentType="cash" />)} />
    <Route path={`${SP}/Sale/sale_invoices/:id/dublicatecreditsale`} element={page(<InvoiceEditor kind="sale" mode="duplicate" paymentType="credit" />)} />
    <Route path={`${SP}/Sale/sale_invoices/:id/dublicatepurchase`} element={page(<InvoiceEditor kind="purchase" mode="duplicate" sourceKind="purchase" />)} />
    <Route path={`${SP}/Sale/sale_invoices/:id/print`} element={page(<PrintInvoice kind="sale" />)} />
    <Route path={`${SP}/purchase/purchase_bills`} element={page(<DocumentList kind="purchase" />)} />
    <Route path={`${SP}/purchase/purchase_bills/:id/editPurchase`} element={page(<InvoiceEditor kind="purchase" mode="edit" />)} />
    <Route path={`${SP}/purchase/purchase_bills/:id/print`} element={page(<PrintInvoice kind="purchase" />)} />
    <Route path={`${SP}/Sale/credit_notes/:id/print`} element={page(<PrintInvoice kind="credit" />)} />
    <Route path={`${SP}/purchase/debit_notes/:id/print`} element={page(<PrintInvoice kind="debit" />)} />
    <Route path={`${SP}/Sale/debit_notes/:id/print`} element={page(<PrintInvoice kind="sdebit" />)} />
    <Route path={`${SP}/Sale/payment_in`} element={page(<Payments direction="in" />)} />
    <Route path={`${SP}/purchase/payment_out`} element={page(<Payments direction="out" />)} />
    <Route path={`${SP}/payment_links_and_send`} element={page(<PaymentLinks />)} />
    <Route path={`${SP}/reports/sales`} element={page(<Report kind="sale" />)} />
    <Route path={`${SP}/reports/purchase`} element={page(<Report kind="purchase" />)} />
    <Route path={`${SP}/reports/profit&loss`} element={page(<ProfitLoss />)} />
    <Route path={`${SP}/reports/party_wise_profit&loss`} element={page(<PartyProfit />)} />
    <Route path={`${SP}/reports/gst_returns`} element={page(<GstReturns />)} />
    <Route path={`${SP}/settings`} element={page(<Settings />)} />
  </>
);

const entry = (order: number, key: string, label: string, path: string, icon: string): MenuEntry => ({ key, label, path: `${SP}${path}`, section: "SALES & PURCHASE", icon, order });
export const salesMenu: MenuEntry[] = [
  entry(1, "sales-dashboard", "Dashboard", "/dashboard", "DashboardOutlined"),
  entry(2, "sale-invoices", "Sale Invoices", "/Sale/sale_invoices", "FileTextOutlined"),
  entry(3, "payment-in", "Payment In", "/Sale/payment_in", "WalletOutlined"),
  entry(4, "purchase-bills", "Purchase Bills", "/purchase/purchase_bills", "ShoppingCartOutlined"),
  entry(5, "payment-out", "Payment Out", "/purchase/payment_out", "TransactionOutlined"),
  entry(6, "payment-links", "Payment Links", "/payment_links_and_send", "LinkOutlined"),
  entry(7, "party-ledger", "Party Ledger", "/manage_party/ledger", "SolutionOutlined"),
  entry(8, "sales-report", "Sales Report", "/reports/sales", "BarChartOutlined"),
  entry(9, "purchase-report", "Purchase Report", "/reports/purchase", "BarChartOutlined"),
  entry(10, "profit-loss", "Profit & Loss", "/reports/profit&loss", "FileDoneOutlined"),
  entry(11, "party-profit", "Party-wise P&L", "/reports/party_wise_profit&loss", "SwapOutlined"),
  entry(12, "gst-returns", "GST Returns", "/reports/gst_returns", "FileDoneOutlined"),
  entry(200, "sales-settings", "Settings", "/settings", "SettingOutlined"),
];
