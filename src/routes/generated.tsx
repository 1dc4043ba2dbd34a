import { lazy, Suspense, type ReactNode } from "react";
import { Route } from "react-router";
import { Spin } from "antd";
import { resources } from "../../resources/registry";
import type { MenuEntry } from "../layout/menu-types";
import type { PageKind } from "../engine/GeneratedPage";
import { withWords } from "../i18n/use-translation";

// Every generated page and the subscription pages load on demand: the sign-in chunk never carries them.
const GeneratedPage = lazy(() => import("../engine/GeneratedPage"));
const SubscriptionList = lazy(withWords("subscription", () => import("../pages/subscription/SubscriptionList")));
const SubscriptionPlans = lazy(withWords("subscription", () => import("../pages/subscription/SubscriptionPlans")));

const loading = (page: ReactNode) => <Suspense fallback={<Spin size="large" style={{ display: "block", margin: "120px auto" }} />}>{page}</Suspense>;

const KINDS: Exclude<PageKind, "calendar">[] = ["create", "edit", "show", "list"];

/**
 * Routes of the generated list/show/create/edit pages, one per route a declaration spells
 * (exact spec paths), except the route keys the module renders itself (`customPages`); the calendar
 * of each resource that declares one. Then the subscription pages.
 */
export const generatedRoutes = (
  <>
    {resources.flatMap((def) =>
      KINDS.filter((kind) => def.routes[kind] && !def.customPages?.includes(kind)).map((kind) => (
        <Route key={`${def.name}:${kind}`} path={def.routes[kind]} element={loading(<GeneratedPage def={def} kind={kind} />)} />
      )),
    )}
    {resources
      .filter((def) => def.calendar)
      .map((def) => (
        <Route key={`${def.name}:calendar`} path={def.calendar!.route} element={loading(<GeneratedPage def={def} kind="calendar" />)} />
      ))}
    <Route path="/subscription" element={loading(<SubscriptionList />)} />
    <Route path="/subscription/:type" element={loading(<SubscriptionPlans />)} />
  </>
);

/** Menu entries of the engine's own pages (resources bring theirs from their declarations): each calendar, right after its list. */
export const generatedMenu: MenuEntry[] = [
  ...resources
    .filter((def) => def.calendar && !def.hideInMenu)
    .map(
      (def): MenuEntry => ({
        key: `${def.name}-calendar`,
        label: `${def.label} calendar`,
        path: def.calendar!.route,
        section: def.section,
        icon: "ScheduleOutlined",
        resource: def.name,
        onlyForMasterIds: def.onlyForMasterIds,
        hideForMasterIds: def.hideForMasterIds,
        after: def.name,
      }),
    ),
  { key: "subscription", label: "Subscription", path: "/subscription", section: "SUPPORT", icon: "CrownOutlined", order: 90 },
];
