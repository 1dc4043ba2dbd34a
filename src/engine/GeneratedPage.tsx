import { Navigate } from "react-router";
import type { ResourceDef } from "../../resources/types";
import { decide, snapshotOf } from "../../providers/access-control";
import { useBusiness } from "../business/BusinessContext";
import { ModuleGate } from "./ModuleGate";
import ResourceList from "./ResourceList";
import ResourceShow from "./ResourceShow";
import ResourceCreate from "./ResourceCreate";
import ResourceEdit from "./ResourceEdit";
import "./relative-time";

export type PageKind = "list" | "show" | "create" | "edit";

const PAGES = { list: ResourceList, show: ResourceShow, create: ResourceCreate, edit: ResourceEdit };

/** A create/edit route the caller may not use (read-only staff, read-only resource) goes to the 401 page. */
function WriteGuard({ def, kind, children }: { def: ResourceDef; kind: PageKind; children: React.ReactNode }) {
  const { subscription } = useBusiness();
  if (subscription && (kind === "create" || kind === "edit")) {
    const decision = decide(snapshotOf(subscription), def, kind);
    if (!decision.can && decision.why !== "expired") return <Navigate to="/errors/error-401" replace />;
  }
  return <>{children}</>;
}

/** One generated page of a declared resource, behind the module's gate (404/401/upgrade prompt). */
export default function GeneratedPage({ def, kind }: { def: ResourceDef; kind: PageKind }) {
  const Page = PAGES[kind];
  return (
    <ModuleGate module={def.module} section={def.section} rule={{ onlyForMasterIds: def.onlyForMasterIds, hideForMasterIds: def.hideForMasterIds }}>
      <WriteGuard def={def} kind={kind}>
        <Page def={def} />
      </WriteGuard>
    </ModuleGate>
  );
}
