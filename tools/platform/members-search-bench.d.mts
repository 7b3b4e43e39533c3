export interface SearchMeasurement {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** non-2xx answers, errors and timeouts (through the gateway only) */
  failed?: number;
}
export interface SearchCase {
  name: string;
  query: string;
  gateway: SearchMeasurement & { failed: number };
  /** the same SQL sent plainly (planned on every run): the goal's baseline */
  raw: SearchMeasurement;
  /** the same SQL as named statements on generic plans, as the members service runs it: the database's least work */
  rawPrepared: SearchMeasurement;
  /** EXPLAIN (ANALYZE, BUFFERS) of the search statement */
  plan: string;
  ok: boolean;
}
export interface Statement {
  sql: string;
  params: unknown[];
}
export const SEARCH_GOALS: { p99Ms: number; overRawSql: number };
export const SEARCH_CONNECTIONS: number;
export const GENERATED_ID_BASE: number;
export const SEARCH_CASES: Array<[string, string]>;
export function fillProfiles(databaseUrl: string, count: number): Promise<void>;
export function removeGeneratedProfiles(databaseUrl: string): Promise<void>;
export function measureSearch(options: {
  gatewayUrl: string;
  databaseUrl: string;
  cookie: string;
  viewerId: number;
  durationSec: number;
  statementsFor: (query: string, viewerId: number) => Statement[];
}): Promise<SearchCase[]>;
export function reportSearch(cases: SearchCase[], options?: { withPlans?: boolean }): string;
export function statementsFrom(builders: {
  searchStatement: (filters: Record<string, unknown>, viewerId: number | null, page: number) => Statement;
}): (query: string, viewerId: number) => Statement[];
