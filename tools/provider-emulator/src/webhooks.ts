/** What tests turn to reproduce the ways real webhooks arrive (late, repeated, out of order). */
export interface EmulatorKnobs {
  /** wait this long after the tester's choice before the webhook goes out */
  webhookDelayMs: number;
  /** deliver each webhook this many times, concurrently (providers repeat deliveries) */
  webhookDuplicates: number;
  /** also send a webhook before the status changes, so the receiver first reads a stale status */
  webhookOutOfOrder: boolean;
  /** the next recurring (stored card or mandate) payment fails */
  failNextRecurring: boolean;
}

export const DEFAULT_KNOBS: EmulatorKnobs = { webhookDelayMs: 0, webhookDuplicates: 1, webhookOutOfOrder: false, failNextRecurring: false };

const RETRIES = 5;

/**
 * Posts `id=<payment id>` to the payment's webhook URL as Mollie does (form-encoded, only the id),
 * retrying a refused or failed delivery with backoff. Mollie retries over a day; the emulator in
 * seconds, so a test sees the retry.
 */
export async function deliverWebhook(url: string, id: string, log: (line: string) => void, stopping?: AbortSignal): Promise<void> {
  for (let attempt = 0; attempt <= RETRIES && !stopping?.aborted; attempt += 1) {
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie HTTP emulator' },
        body: new URLSearchParams({ id }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      await answer.arrayBuffer();
      if (answer.ok) return;
      log(`webhook ${id} → ${url}: ${answer.status}`);
    } catch (error) {
      log(`webhook ${id} → ${url}: ${(error as Error).message}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
  }
}
