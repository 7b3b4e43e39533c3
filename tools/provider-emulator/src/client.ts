import { request } from 'node:https';
import type { EmulatorKnobs } from './webhooks';

export type CheckoutChoiceName = 'paid' | 'failed' | 'canceled' | 'expired' | 'open';

/**
 * The emulator as tests and benchmarks drive it, over HTTPS trusting only its CA (verification stays
 * on): what a tester does on the checkout page, the knobs, a bank taking money back.
 */
export class EmulatorClient {
  constructor(
    readonly url: string,
    private readonly caPem: string,
  ) {}

  private call(target: string, method: string, body?: string, type = 'application/json'): Promise<{ status: number; location?: string; text: string }> {
    return new Promise((resolve, reject) => {
      const headers = body === undefined ? {} : { 'content-type': type, 'content-length': Buffer.byteLength(body) };
      const sent = request(target, { method, ca: this.caPem, headers }, (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, location: answer.headers.location, text }));
      });
      sent.on('error', reject);
      sent.end(body);
    });
  }

  private async expect(status: number, answer: { status: number; text: string }, what: string): Promise<void> {
    if (answer.status !== status) throw new Error(`${what}: the emulator answered ${answer.status} ${answer.text.slice(0, 200)}`);
  }

  /** The tester's choice on a hosted checkout page (Mollie's or Stripe's); where the browser goes next. */
  async pay(checkoutUrl: string, status: CheckoutChoiceName): Promise<string> {
    const answer = await this.call(checkoutUrl, 'POST', new URLSearchParams({ status }).toString(), 'application/x-www-form-urlencoded');
    await this.expect(303, answer, 'checkout');
    return answer.location ?? '';
  }

  /**
   * Changes the knobs given; the others stay. One emulator serves test files running side by side:
   * set back what you set, and fail recurring payments by customer name.
   */
  async setKnobs(knobs: Partial<EmulatorKnobs>): Promise<void> {
    await this.expect(200, await this.call(`${this.url}/__emulator/knobs`, 'PUT', JSON.stringify(knobs)), 'knobs');
  }

  /** The buyer's bank takes a paid Mollie payment back (its id, or its checkout address); the webhook follows. */
  async chargeBack(molliePayment: string): Promise<void> {
    const paymentId = molliePayment.split('/').pop();
    await this.expect(200, await this.call(`${this.url}/__emulator/payments/${paymentId}/chargeback`, 'POST', ''), 'chargeback');
  }

  /** The cardholder's bank disputes a paid Stripe Checkout Session; the signed event follows. */
  async dispute(sessionId: string): Promise<void> {
    await this.expect(200, await this.call(`${this.url}/__emulator/stripe/sessions/${sessionId}/dispute`, 'POST', ''), 'dispute');
  }
}
