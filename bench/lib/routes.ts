import { resources } from "../../modules";

/** A route whose first visit we price and time; `guarded` ones are visited signed in as the demo owner. */
export interface MeasuredRoute {
  name: string;
  path: string;
  guarded: boolean;
}

/**
 * The generated list page we measure: the staff list when the engine declares it (the issue names
 * /staffmanagement/staff), else the first declared resource, else the spec path (which then shows
 * the 404 page until the engine lands, so the figure is still a real first visit).
 */
export function generatedListPath(): string {
  const staff = resources.find((r) => r.name === "staff");
  const path = (staff ?? resources[0])?.routes.list ?? "/staffmanagement/staff";
  return path.replace(/:product|\{product\}/, "galla");
}

/** The invoice editor: a new sale for a party opens it with no record to look up first. */
export const INVOICE_EDITOR_PATH = "/sales&purchase/manage_party/addsale";

export function measuredRoutes(): MeasuredRoute[] {
  return [
    { name: "login", path: "/auth/login", guarded: false },
    { name: "dashboard", path: "/galla/Dashboard", guarded: true },
    { name: "generated list", path: generatedListPath(), guarded: true },
    { name: "invoice editor", path: INVOICE_EDITOR_PATH, guarded: true },
    { name: "QR page", path: "/galla/Setting/MyQR", guarded: true },
    { name: "subscription", path: "/subscription", guarded: true },
  ];
}
