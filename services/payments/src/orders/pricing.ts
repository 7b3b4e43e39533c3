import { type OrderQuote, type PaymentMethodId, PAYMENTS_ERROR_CODES, type SupportedCountry } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { findBundle } from '../catalogue/bundles';
import { COUNTRY_CURRENCY } from '../catalogue/currencies';
import { feeOf, findMethod, offeredIn } from '../catalogue/payment-methods';
import { VAT_RATE_BASIS_POINTS, vatContainedIn } from '../catalogue/vat-rates';

/**
 * The order overview, computed here only, in integer minor units: the browser's figures are never
 * read, so a tampered amount changes nothing. The same function prices the overview and the order,
 * and the order keeps a snapshot of it.
 */
export function quoteOrder(
  country: SupportedCountry,
  bundleId: number,
  methodId: string,
  discount: { code: string; percentBp: number } | null = null,
  /** methods with a screen of their own (direct debit) are priced there, not in the shop */
  ownScreen = false,
): OrderQuote {
  const bundle = findBundle(bundleId);
  if (!bundle) throw new AppError(404, PAYMENTS_ERROR_CODES.bundleNotFound, 'This credit bundle does not exist.');
  const currency = COUNTRY_CURRENCY[country];
  const method = findMethod(methodId);
  if (!method || method.inShop === ownScreen || !offeredIn(method, country, currency)) {
    throw new AppError(422, PAYMENTS_ERROR_CODES.methodNotOffered, 'This payment method is not offered in your country.');
  }
  const price = bundle.prices[currency];
  // Rounded down: a discount never takes a cent more than its percentage. It applies to the bundle,
  // never to the method's fee.
  const discountAmount = discount ? Math.floor((price * discount.percentBp) / 10_000) : 0;
  const fee = feeOf(method, currency);
  const total = price - discountAmount + fee;
  const basisPoints = VAT_RATE_BASIS_POINTS[country];
  const vat = vatContainedIn(total, basisPoints);
  return {
    bundle_id: bundle.id,
    credits: bundle.credits,
    method: method.id as PaymentMethodId,
    currency,
    price,
    discount: discountAmount,
    discount_code: discount && discountAmount > 0 ? discount.code : null,
    fee,
    total,
    vat_rate: basisPoints / 100,
    vat,
    net: total - vat,
  };
}
