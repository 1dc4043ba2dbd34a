import { lazy, Suspense } from "react";
import { Spin } from "antd";
import { Navigate } from "react-router";
import type { ResourceDef } from "../../resources/types";
import { useAccess } from "../access/useAccess";
import { ModuleGate } from "./ModuleGate";
import "./relative-time";

export type PageKind = "list" | "show" | "create" | "edit" | "calendar";

// One chunk per kind: a list page does not download the form inputs (date pickers, uploads) and vice versa.
const PAGES = {
  list: lazy(() => import("./ResourceList")),
  show: lazy(() => import("./ResourceShow")),
  create: lazy(() => import("./ResourceCreate")),
  edit: lazy(() => import("./ResourceEdit")),
  calendar: lazy(() => import("./calendar/CalendarPage")),
};

/** A create/edit route the caller may not use (read-only staff, read-only resource) goes to the 401 page. */
function WriteGuard({ def, kind, children }: { def: ResourceDef; kind: PageKind; children: React.ReactNode }) {
  const answer = useAccess(def.name, kind === "create" || kind === "edit" ? kind : "list");
  if (answer && !answer.can && answer.why !== "expired") return <Navigate to="/errors/error-401" replace />;
  return <>{children}</>;
}

/** One generated page of a declared resource, behind its own gate (404/401/upgrade prompt). */
export default function GeneratedPage({ def, kind }: { def: ResourceDef; kind: PageKind }) {
  const Page = PAGES[kind];
  return (
    <ModuleGate resource={def.name}>
      <WriteGuard def={def} kind={kind}>
        <Suspense fallback={<Spin size="large" style={{ display: "block", margin: "120px auto" }} />}>
          <Page def={def} />
        </Suspense>
      </WriteGuard>
    </ModuleGate>
  );
}
