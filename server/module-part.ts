/**
 * What a module brings to the server, in one object (modules/<key>/server/index.ts exports it as
 * `serverPart`). server/module-parts.ts gathers the parts of the listed modules; app.ts registers their
 * routes, db/prepare.ts runs their schema steps, seed/demo.ts their demo data.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context";
import type { Database, Db } from "./db/client";
import type { users } from "./db/schema";

export type RoutePlugin = (app: FastifyInstance, context: AppContext) => Promise<void>;

/** The demo owners and businesses each module's seed adds its rows to. */
export type Seeded = { owner: typeof users.$inferSelect; second: typeof users.$inferSelect; businesses: { id: number; businessMasterId: number; businessName: string }[] };

export interface ServerPart {
  /** Route plugins, registered in this order (module actions live under /api/m/:businessId or the module's own paths). */
  routes?: RoutePlugin[];
  /**
   * Steps that follow the code rather than numbered migrations (server/db/migrations keeps those, in
   * one global order), run on every start after the resource engine's table sync.
   */
  schemaSteps?: ((database: Database) => Promise<void>)[];
  /**
   * A payment to a business's UPI id landed (the gateway's notice, recorded as a QR payment), in the
   * transaction that records it: a module whose link it paid (its `reference`, the link's `tr`) books it.
   * Called for every notice that says SUCCESS: a provider may repeat one, so a hook books each bank transaction once.
   */
  paymentReceived?: (tx: Db, payment: ReceivedPayment) => Promise<void>;
  /** Demo data, once, on an empty database, after the owners and businesses exist. */
  seed?: (db: Db, seeded: Seeded) => Promise<void>;
}

export interface ReceivedPayment {
  businessId: number;
  merchantTranId: string;
  amountPaise: number;
  /** The payee's reference the paid link carried (`tr`), when the provider hands it back. */
  reference: string | null;
  payer: string;
}

export const defineServerPart = (part: ServerPart): ServerPart => part;
