import { Suspense, lazy } from "react";
import { Route } from "react-router";
import { Spin } from "antd";
import { ModuleGate } from "../../../src/engine/ModuleGate";
import { withWords } from "../../../src/i18n/use-translation";

// Each page is its own chunk (bundle budgets in CONVENTIONS.md).
const TicketChatPage = lazy(withWords("communication", () => import("./TicketChatPage")));

/** The ticket conversation with platform support (tickets themselves are generated pages). */
export const supportRoutes = (
  <>
    <Route
      path="/galla/TicketChat/:id"
      element={
        <ModuleGate resource="tickets">
          <Suspense fallback={<Spin size="large" style={{ display: "block", margin: "120px auto" }} />}>
            <TicketChatPage />
          </Suspense>
        </ModuleGate>
      }
    />
  </>
);
