import { Suspense, lazy, type ReactNode } from "react";
import { Route } from "react-router";
import { Spin } from "antd";
import { definePublicPart } from "../../../src/public-part";
import { withWords } from "../../../src/i18n/use-translation";

// What customers use (issue 28), each its own chunk: booking from the business's page, and the booking
// itself from the link in their confirmation SMS.
const BookingPanel = lazy(() => import("./booking/BookingPanel"));
const ManageBookingPage = lazy(withWords("payments", () => import("./booking/ManageBookingPage")));

const page = (element: ReactNode) => <Suspense fallback={<Spin size="large" fullscreen />}>{element}</Suspense>;

export const publicPart = definePublicPart({
  routes: <Route path="/booking/:token" element={page(<ManageBookingPage />)} />,
  // Asked only of a business that books appointments (a kirana's page makes no booking request).
  businessPageSection: ({ business }) => (business.takes_bookings ? <BookingPanel businessId={String(business.id)} /> : null),
});
