/**
 * The resource declaration: one plain object per resource, in resources/<module>.ts.
 * From it follow the table (business_id on every row, indexes for filters and sort), the REST API
 * under /api/b/:businessId/:name, server and form validation, the Refine resource and menu item,
 * the generated list/show/create/edit pages, and its access rule.
 */
import type { ModuleKey } from "./modules";

export type FieldType =
  | "text"
  | "longtext"
  | "number"
  | "money" // integer paise in the table, rupees in the API and the form
  | "percent"
  | "date"
  | "datetime"
  | "time"
  | "enum"
  | "boolean"
  | "phone"
  | "email"
  | "vpa"
  | "gstin"
  | "pan"
  | "ifsc"
  | "pincode"
  | "image"
  | "file"
  | "relation"
  | "subrecords";

export type Rule =
  /** The value must match; `message` is what the user reads. */
  | { kind: "pattern"; pattern: string; flags?: string; message: string }
  /** A checkbox that must be ticked; default message "must be checked" (spec §5). */
  | { kind: "checked"; message?: string }
  | { kind: "min"; value: number; message?: string }
  | { kind: "max"; value: number; message?: string }
  | { kind: "minLength"; value: number; message?: string }
  | { kind: "maxLength"; value: number; message?: string };

export interface FieldDef {
  name: string; // snake_case column and API name
  type: FieldType;
  label?: string; // defaults to the name in Title Case
  required?: boolean;
  unique?: boolean; // unique within one business
  default?: string | number | boolean;
  rules?: Rule[];
  options?: readonly string[]; // enum values
  relation?: { resource: string; labelField: string }; // relation: id of a row of another resource
  fields?: FieldDef[]; // subrecords: a list of sub-records kept with the row (jsonb)
  /** Frappe-style hints: shown as a list column, offered as a filter, matched by the search box. */
  inList?: boolean;
  filter?: boolean;
  search?: boolean;
  sortable?: boolean;
  /** Not editable in forms (computed or set by the server). */
  readOnly?: boolean;
  help?: string;
  /**
   * An account number: in full to the business owner only, `XXXX` and its last four to every other member
   * (server/engine/masking.ts), and never a filter or sort key (its digits could be probed one filter at a time).
   */
  masked?: boolean;
}

export type MenuSection = "PAYMENTS" | "MANAGE APPOINTMENTS" | "STAFF MANAGEMENT" | "SALES & PURCHASE" | "COMMUNICATION" | "SUPPORT";

export interface ResourceDef {
  name: string; // plural, snake_case: table suffix and API path segment
  /** Whose subscription gates it; null: in no plan (support), open to every member and never expired. */
  module: ModuleKey | null;
  label: string; // plural label, menu text
  singular?: string;
  icon?: string; // an @ant-design/icons name, e.g. "TeamOutlined"
  section: MenuSection;
  /** Client routes exactly as the spec spells them; `list` is also the menu target. */
  routes: { list: string; show?: string; create?: string; edit?: string };
  /** Menu path when the menu spells it differently from the route (spec: /MyQR, /galla/Appointments). */
  menuPath?: string;
  hideInMenu?: boolean;
  fields: FieldDef[];
  titleField: string;
  defaultSort?: { field: string; order: "asc" | "desc" };
  /** Business-master-id rules: shown only for these ids, or hidden for these. */
  onlyForMasterIds?: number[];
  hideForMasterIds?: number[];
  /**
   * No writes through the generic API (405): the module's own server code changes these rows
   * (e.g. withdrawals debit the ledger). Reads follow the usual access rule.
   */
  readOnly?: boolean;
  /** Money out and the papers behind it: the owner's alone, whatever a member's permission says. */
  ownerOnly?: boolean;
  /** The spec marks these routes "(none)": the generated pages mount outside the auth guard (the API stays authenticated). */
  publicRoutes?: boolean;
  /**
   * Route keys a module renders itself (src/routes/<area>.tsx): Refine still knows the route
   * (navigation, breadcrumbs) but the engine mounts no generated page for it.
   */
  customPages?: ("list" | "show" | "create" | "edit")[];
  /**
   * Rules across fields, next to the field rules: given the whole record (wire values, after the
   * field rules passed), the errors to mark on its fields. Run by the generated forms and by the
   * server before every create and update (an update sees the stored row with the changes applied).
   */
  validate?: (record: Record<string, unknown>) => RecordError[];
  /**
   * Its nouns and field labels in the console's other languages (English is the declaration itself),
   * kept with it so that a module brings its own words:
   * `{ hi: { label: "वाहन", singular: "वाहन", fields: { number_plate: "नंबर प्लेट" } } }`.
   * (The resources declared before this existed keep theirs in locales/<language>/resources.json.)
   */
  words?: Partial<Record<string, ResourceWords>>;
  /**
   * Server-side consequences of a change, run by the resource store inside the change's
   * transaction (a throw undoes it): `beforeChange` may refuse; `afterChange` may write other
   * resources through `ctx.store`, so module code needs no raw SQL on engine tables.
   */
  hooks?: {
    beforeChange?: (change: Change, ctx: HookContext) => void | Promise<void>;
    afterChange?: (change: Change, ctx: HookContext) => void | Promise<void>;
  };
  /** One row per business (settings): a second create is refused with 409; server code reads the one row. */
  singleton?: boolean;
  /**
   * No two rows may hold overlapping ranges for the same thing (a staff member's slot, a room's nights).
   * The database refuses it (an exclusion constraint made at schema sync, server/engine/no-overlap.ts),
   * so it holds under concurrency; the API answers 409 with `clash` said over the row already there.
   */
  noOverlap?: NoOverlap;
  /**
   * Its rows drawn by time in a calendar (src/engine/calendar): with `date`, items of one day from `start`
   * to `end` (time fields) in a column per `lane` (day and week views, a phone agenda); without it, stays
   * from the `start` date to the `end` date (nights) on a lane × night grid. A calendar resource's every
   * create, update and delete is pushed live to the business's open calendars (server/live).
   */
  calendar?: CalendarDecl;
}

export interface CalendarDecl {
  /** The client route of the calendar page (next to the list's). */
  route: string;
  /** A date field: each item is one day's time range. Absent: `start` and `end` are dates (a stay's nights). */
  date?: string;
  start: string;
  end: string;
  /** The relation field whose rows are the columns (staff, rooms). */
  lane: string;
  /** What an item says. */
  title: string;
  status?: string;
  /** Status values that take no place: drawn faded, not in the way of a new booking. */
  inactive?: readonly string[];
  /** The status value "did not come", marked in one tap from the item. */
  noShow?: string;
  /** The field that names the customer (a phone): their earlier no-shows are shown when booking them. */
  customer?: string;
}

/** A resource's words in one language: what locales/<language>/resources.json says under its name. */
export interface ResourceWords {
  label: string;
  singular?: string;
  /** By field name (sub-record fields too); a field not named falls back to the shared `fields` words, then English. */
  fields?: Record<string, string>;
}

export interface NoOverlap {
  /** Fields two rows must share to clash; a row with any of them empty never clashes (no staff, no check). */
  same: string[];
  /** The half-open range [from, to) of two date, time, datetime or number fields (time ranges: say the day in `same`). */
  range: [string, string];
  /** Rows with any of these values take no place (e.g. `{ status: ["cancelled"] }`). */
  unless?: Record<string, readonly string[]>;
  /**
   * The refusal: a key of locales/<language>/replies.json, said with the row already there (its fields by
   * name, relations by their label, times as HH:MM) and the shared part of the two ranges: `clash_from`,
   * `clash_until`, and for date ranges `clash_days` ("first/last" day, for the `dayRange` format).
   */
  clash: string;
  /** The form field the message is shown under (default: the range's first field). */
  field?: string;
}

export interface RecordError {
  field: string;
  message: string;
}

export interface Change {
  action: "create" | "update" | "delete";
  /** The row before (update, delete) and after (create, update): wire values. In beforeChange, `after` is what will be stored. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** What a hook may do: read and write rows of the same business through the engine's store. */
export interface HookContext {
  businessId: number;
  /** The signed-in user making the change, when there is one. */
  userId?: number;
  store(resource: string): {
    get(id: number): Promise<Record<string, unknown> | undefined>;
    create(values: Record<string, unknown>): Promise<Record<string, unknown>>;
    update(id: number, values: Record<string, unknown>): Promise<Record<string, unknown> | undefined>;
    /** Rows matching list filters in the API's conventions (`{ date_gte: "2026-11-01", status_ne: ["cancelled"] }`), at most 1,000. */
    find(filters: Record<string, string | number | (string | number)[]>): Promise<Record<string, unknown>[]>;
  };
}

export const defineResource = <T extends ResourceDef>(def: T): T => def;
