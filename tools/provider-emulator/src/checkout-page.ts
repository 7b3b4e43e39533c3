/** What the hosted page shows, whichever provider's payment it is. */
export interface CheckoutView {
  /** where the tester's choice is posted */
  action: string;
  description: string;
  /** e.g. "EUR 29.95" */
  amount: string;
  method?: string;
  /** the payment is no longer open: what it is, and the way back */
  finalStatus?: string;
  backUrl?: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const CHOICE_LABELS: Record<string, string> = {
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Canceled',
  expired: 'Expired',
  open: 'Open (leave the payment open)',
};

/**
 * The hosted checkout page, like Mollie's test mode: the tester picks the outcome, the emulator
 * calls the webhook and sends the browser back to the shop's redirect URL.
 */
export function checkoutPage(view: CheckoutView): string {
  const amount = view.amount;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment · ${escape(amount)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f8; margin: 0; padding: 2rem 1rem; color: #1c1c28; }
  main { max-width: 26rem; margin: auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 2px 12px #0001; }
  h1 { font-size: 1.2rem; margin: 0 0 .25rem; } p { margin: .25rem 0 1rem; color: #555; }
  fieldset { border: 0; padding: 0; margin: 0 0 1rem; } label { display: block; padding: .6rem; border: 1px solid #ddd; border-radius: 8px; margin: .4rem 0; cursor: pointer; }
  button { width: 100%; padding: .8rem; border: 0; border-radius: 8px; background: #0a58ff; color: #fff; font-size: 1rem; cursor: pointer; }
  .mode { display: inline-block; font-size: .75rem; background: #ffe9a8; border-radius: 4px; padding: 0 .4rem; }
</style></head>
<body><main>
  <span class="mode">TEST MODE · provider emulator</span>
  <h1>${escape(view.description)}</h1>
  <p>${escape(amount)}${view.method ? ` · ${escape(view.method)}` : ''}</p>
  ${
    view.finalStatus
      ? `<p>This payment is ${escape(view.finalStatus)}.</p>${view.backUrl ? `<a href="${escape(view.backUrl)}">Back to the shop</a>` : ''}`
      : `<form method="post" action="${escape(view.action)}">
    <fieldset><legend>Select the payment status</legend>
    ${Object.entries(CHOICE_LABELS)
      .map(([value, label], index) => `<label><input type="radio" name="status" value="${value}"${index === 0 ? ' checked' : ''}> ${label}</label>`)
      .join('\n    ')}
    </fieldset>
    <button type="submit">Continue</button>
  </form>`
  }
</main></body></html>`;
}
