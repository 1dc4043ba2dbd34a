/** The shape of one bench run's results: what bench/run.ts measures, report.ts writes and goals.ts judges. */
import type { Figure, Spread } from "./load";
import type { RouteBundle } from "./route-bundle";
import type { PageRun } from "./page-speed";
import type { WalletResult } from "./wallet-bench";

export interface ApiRow {
  db: string;
  /** How the server ran, for rows measured outside this process ("npm start", raw SQL). */
  mode?: string;
  scale: number;
  endpoint: string;
  path: string;
  status: number;
  connections?: number;
  unavailable?: string;
  figure?: Figure;
  jsonServer?: Figure;
  totalCount?: string;
  counts?: Record<string, number | undefined>;
}

export interface PageFigure {
  name: string;
  path: string;
  runs: PageRun[];
  lcp: Spread;
  fcp: Spread;
  interactive: Spread;
  tbt: Spread;
  inputDelay: Spread;
}

export interface Results {
  quick: boolean;
  startedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; platform: string; loadBefore: number[]; loadAfter: number[] };
  versions: { node: string; pglite: string; postgres: string; jsonServer: string; autocannon: string; chromium: string };
  settings: { rounds: number; seconds: number; connections: number; pageRuns: number; cpuSlowdown: number; walletClients: number; walletTopups: number };
  bundles: { name: string; bundle: RouteBundle }[];
  pages: PageFigure[];
  api: ApiRow[];
  /** The server as the README starts it, and the list's statement as raw SQL (bench asUsersRunIt). */
  asRun: ApiRow[];
  seeding: { db: string; rows: number; seconds: number; detail: string; counts?: Record<string, number | undefined> }[];
  wallet: (WalletResult & { db: string })[];
  notes: string[];
  seconds: number;
}
