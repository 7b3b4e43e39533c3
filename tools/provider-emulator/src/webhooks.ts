/** What tests turn to reproduce the ways real webhooks arrive (late, repeated, out of order). */
export interface EmulatorKnobs {
  /** wait this long after the tester's choice before the webhook goes out */
  webhookDelayMs: number;
  /** deliver each webhook this many times, concurrently (providers repeat deliveries) */
  webhookDuplicates: number;
  /** also send a webhook before the status changes, so the receiver first reads a stale status */
  webhookOutOfOrder: boolean;
  /** the next recurring (stored card or mandate) payment fails, whoever's it is */
  failNextRecurring: boolean;
  /**
   * the next recurring payment of these customers (by name) fails, once each: tests running side by
   * side each fail only their own member's payment
   */
  failRecurringFor: string[];
}

export const DEFAULT_KNOBS: EmulatorKnobs = {
  webhookDelayMs: 0,
  webhookDuplicates: 1,
  webhookOutOfOrder: false,
  failNextRecurring: false,
  failRecurringFor: [],
};

/**
 * A knob change: the knobs given change, the others stay (several test files share one emulator);
 * names for failRecurringFor are added to the list.
 */
export function changedKnobs(knobs: EmulatorKnobs, change: Partial<EmulatorKnobs>): EmulatorKnobs {
  return { ...knobs, ...change, failRecurringFor: [...knobs.failRecurringFor, ...(change.failRecurringFor ?? [])] };
}

const RETRIES = 5;

/** One webhook as a provider sends it: where, what, and its headers (a signature, say). */
export interface WebhookDelivery {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** for the log */
  label: string;
}

/** Mollie's webhook: `id=<payment id>`, form-encoded, nothing else. */
export const mollieWebhook = (url: string, id: string): WebhookDelivery => ({
  url,
  body: new URLSearchParams({ id }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie HTTP emulator' },
  label: id,
});

/**
 * Posts one webhook, retrying a refused or failed delivery with backoff. Providers retry over a
 * day; the emulator in seconds, so a test sees the retry.
 */
export async function deliverWebhook(delivery: WebhookDelivery, log: (line: string) => void, stopping?: AbortSignal): Promise<void> {
  const { url, label } = delivery;
  for (let attempt = 0; attempt <= RETRIES && !stopping?.aborted; attempt += 1) {
    try {
      const answer = await fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.body, signal: AbortSignal.timeout(10_000) });
      await answer.arrayBuffer();
      if (answer.ok) return;
      log(`webhook ${label} → ${url}: ${answer.status}`);
    } catch (error) {
      log(`webhook ${label} → ${url}: ${(error as Error).message}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
  }
}
