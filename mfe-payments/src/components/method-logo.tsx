import type { PaymentMethodId } from '@rendezvous/contracts';

/**
 * Each method's mark as a small drawn badge in its brand colours: shipped with the remote, no image
 * requests and nothing fetched from the providers. The button's text names the method for screen
 * readers, so the mark itself is decorative.
 */
const MARKS: Record<PaymentMethodId, { text: string; background: string; color: string }> = {
  ideal: { text: 'iDEAL', background: '#cc0066', color: '#fff' },
  bancontact: { text: 'Bancontact', background: '#005498', color: '#ffd800' },
  eps: { text: 'eps', background: '#c8036f', color: '#fff' },
  sofort: { text: 'SOFORT', background: '#ffa8cd', color: '#17120f' },
  giropay: { text: 'giropay', background: '#000268', color: '#fff' },
  przelewy24: { text: 'P24', background: '#d13239', color: '#fff' },
  blik: { text: 'BLIK', background: '#000', color: '#fff' },
  // Marks of methods that are no brand carry no word (a member reads them in every language): the
  // account number's name and a card number.
  'wire-transfer': { text: 'IBAN', background: '#4a5568', color: '#fff' },
  'sepa-direct-debit': { text: 'SEPA', background: '#10298e', color: '#ffcc00' },
  'credit-card': { text: '•••• ••••', background: '#2d3748', color: '#fff' },
  visa: { text: 'VISA', background: '#1a1f71', color: '#fff' },
  mastercard: { text: 'mastercard', background: '#252525', color: '#f79e1b' },
  maestro: { text: 'maestro', background: '#0099df', color: '#fff' },
  'carte-bancaire': { text: 'CB', background: '#1b3e6f', color: '#fff' },
  nexi: { text: 'nexi', background: '#2d32aa', color: '#fff' },
  dankort: { text: 'Dankort', background: '#ed1c24', color: '#fff' },
  mobilepay: { text: 'MobilePay', background: '#5a78ff', color: '#fff' },
  swish: { text: 'Swish', background: '#fff', color: '#1d9a6c' },
  twint: { text: 'TWINT', background: '#000', color: '#fff' },
  vipps: { text: 'Vipps', background: '#ff5b24', color: '#fff' },
  satispay: { text: 'Satispay', background: '#ef373e', color: '#fff' },
  'apple-pay': { text: 'Apple Pay', background: '#000', color: '#fff' },
  paysafecard: { text: 'paysafecard', background: '#008ac9', color: '#fff' },
  paypal: { text: 'PayPal', background: '#ffc439', color: '#003087' },
};

export function MethodLogo({ method }: { method: PaymentMethodId }) {
  const mark = MARKS[method];
  return (
    <svg className="rdv-method-logo" viewBox="0 0 96 40" width="72" height="30" aria-hidden="true" focusable="false">
      <rect width="96" height="40" rx="6" fill={mark.background} stroke="#0002" />
      <text x="48" y="25" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="700" fontSize={mark.text.length > 8 ? 11 : 15} fill={mark.color}>
        {mark.text}
      </text>
    </svg>
  );
}
