// The payments area's calls, one function each (shared/contracts payments.ts says what they answer).
import { apiRequest } from '@rendezvous/api-client';
import { type CreateOrderRequest, type CreditShop, type OrderQuote, PAYMENTS_PATHS, type PaymentOrder } from '@rendezvous/contracts';

export function getShop(): Promise<CreditShop> {
  return apiRequest<CreditShop>(PAYMENTS_PATHS.shop);
}

export function getQuote(bundleId: number, method: string): Promise<OrderQuote> {
  return apiRequest<OrderQuote>(PAYMENTS_PATHS.quote(bundleId, method));
}

export function createOrder(request: CreateOrderRequest & { locale?: string }): Promise<PaymentOrder> {
  return apiRequest<PaymentOrder>(PAYMENTS_PATHS.orders, { method: 'POST', body: request });
}

export function getOrder(paymentId: string): Promise<PaymentOrder> {
  return apiRequest<PaymentOrder>(PAYMENTS_PATHS.order(paymentId));
}
