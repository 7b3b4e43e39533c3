// The payments area's calls, one function each (shared/contracts payments.ts says what they answer).
import { apiRequest, type RequestOptions } from '@rendezvous/api-client';
import {
  type CreateOrderRequest,
  type CreditShop,
  type DirectDebitPending,
  type DirectDebitRequest,
  type DiscountCode,
  type OrderQuote,
  PAYMENTS_PATHS,
  type PaymentOrder,
  type RepeatOrderRequest,
  type StoredMethodList,
  type TransactionList,
} from '@rendezvous/contracts';

export function getShop(): Promise<CreditShop> {
  return apiRequest<CreditShop>(PAYMENTS_PATHS.shop);
}

export function getQuote(bundleId: number, method: string, code?: string, { retries }: Pick<RequestOptions, 'retries'> = {}): Promise<OrderQuote> {
  return apiRequest<OrderQuote>(PAYMENTS_PATHS.quote(bundleId, method, code), { retries });
}

/** spec 7: GET /api/discountcode.php?welcome=true; the caller ignores an error (no welcome discount). */
export function getWelcomeDiscount(): Promise<DiscountCode> {
  return apiRequest<DiscountCode>(`${PAYMENTS_PATHS.discountCode}?welcome=true`);
}

export function createOrder(request: CreateOrderRequest): Promise<PaymentOrder> {
  return apiRequest<PaymentOrder>(PAYMENTS_PATHS.orders, { method: 'POST', body: request });
}

export function getOrder(paymentId: string): Promise<PaymentOrder> {
  return apiRequest<PaymentOrder>(PAYMENTS_PATHS.order(paymentId));
}

export function getTransactions(): Promise<TransactionList> {
  return apiRequest<TransactionList>(PAYMENTS_PATHS.orders);
}

export function requestDirectDebit(request: DirectDebitRequest): Promise<DirectDebitPending> {
  return apiRequest<DirectDebitPending>(PAYMENTS_PATHS.directDebit, { method: 'POST', body: request });
}

export function confirmDirectDebit(requestId: string, code: string): Promise<PaymentOrder> {
  return apiRequest<PaymentOrder>(PAYMENTS_PATHS.directDebitConfirm(requestId), { method: 'POST', body: { code } });
}

export function getStoredMethods(): Promise<StoredMethodList> {
  return apiRequest<StoredMethodList>(PAYMENTS_PATHS.storedMethods);
}

export function repeatOrder(request: RepeatOrderRequest): Promise<PaymentOrder> {
  return apiRequest<PaymentOrder>(PAYMENTS_PATHS.repeatOrder, { method: 'POST', body: request });
}
