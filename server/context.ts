import type { Config } from "./config";
import type { Database } from "./db/client";
import type { SmsProvider } from "./sms/provider";

/** What every route module is given: no globals, so tests can build as many apps as they like. */
export interface AppContext {
  config: Config;
  database: Database;
  sms: SmsProvider;
  /** Origin this server answers on once listening (http://127.0.0.1:PORT): sandboxes are reached through it. */
  selfUrl: () => string;
  sandbox: { sms: boolean; gateway: boolean };
}
