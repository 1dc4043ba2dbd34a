import { Suspense, lazy, type ReactNode } from "react";
import { Route } from "react-router";
import { Spin } from "antd";
import { definePublicPart } from "../../../src/public-part";
import { withWords } from "../../../src/i18n/use-translation";

const InvoicePublicPage = lazy(() => import("./InvoicePublicPage"));
const DuePayPage = lazy(withWords(["sales", "payments"], () => import("./DuePayPage")));

const page = (element: ReactNode) => <Suspense fallback={<Spin size="large" fullscreen />}>{element}</Suspense>;

/** An invoice shared by its link, and a reminder's page that pays a party's dues, for anyone holding the link. */
export const publicPart = definePublicPart({
  routes: (
    <>
      <Route path="/i/:token" element={page(<InvoicePublicPage />)} />
      <Route path="/pay/:token" element={page(<DuePayPage />)} />
    </>
  ),
});
