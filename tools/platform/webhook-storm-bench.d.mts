export interface StormResult {
  deliveries: number;
  orders: number;
  paidOrders: number;
  elapsedMs: number;
  eventsPerSecond: number;
  /** deliveries not answered 200, after one or two repeats of an overload answer (429, 502, 503, 504) as the provider would */
  failedDeliveries: number;
  /** status → how many answers were not 200 */
  refusals: Record<string, number>;
  doubleCredits: number;
  wrongCredits: number;
  wrongOutcome: number;
  wrongBalances: number;
  wrongPremium: number;
}
export function runWebhookStorm(options: {
  gatewayUrl: string;
  emulatorUrl: string;
  emulatorCa: string;
  paymentsDatabaseUrl: string;
  deliveries: number;
  members?: number;
  ordersPerMember?: number;
  concurrency?: number;
  seed?: number;
}): Promise<StormResult>;
export function reportStorm(result: StormResult): string;
