import { Suspense, lazy, type ReactNode } from "react";
import { Route } from "react-router";
import { Spin } from "antd";
import { defineConsolePart } from "../../../src/module-part";
import { withWords } from "../../../src/i18n/use-translation";

// Its pages are the framework's generated ones (calendar, lists); what it adds is for customers
// (issue 28) and the calendar's figures, each its own chunk.
const BookingPanel = lazy(() => import("./booking/BookingPanel"));
// The customer's booking, from the link in their confirmation SMS.
const ManageBookingPage = lazy(withWords("payments", () => import("./booking/ManageBookingPage")));
const FiguresCard = lazy(() => import("./FiguresCard").then((m) => ({ default: m.FiguresCard })));

const page = (element: ReactNode) => <Suspense fallback={<Spin size="large" fullscreen />}>{element}</Suspense>;

export const consolePart = defineConsolePart({
  publicRoutes: <Route path="/booking/:token" element={page(<ManageBookingPage />)} />,
  // Asked only of a business that books appointments (a kirana's page makes no booking request).
  publicPageSection: ({ business }) => (business.takes_bookings ? <BookingPanel businessId={String(business.id)} /> : null),
  calendarFigures: { appointments: FiguresCard },
});
