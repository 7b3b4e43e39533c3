export interface StormResult {
  deliveries: number;
  orders: number;
  paidOrders: number;
  elapsedMs: number;
  eventsPerSecond: number;
  failedDeliveries: number;
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
