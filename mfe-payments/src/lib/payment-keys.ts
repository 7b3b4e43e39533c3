/** The query keys of this remote's server state, in one place. */
export const paymentKeys = {
  all: ['payments'] as const,
  shop: () => [...paymentKeys.all, 'shop'] as const,
  quote: (bundleId: number, method: string, code?: string) => [...paymentKeys.all, 'quote', bundleId, method, code ?? null] as const,
  storedMethods: () => [...paymentKeys.all, 'stored-methods'] as const,
  transactions: () => [...paymentKeys.all, 'transactions'] as const,
  welcome: () => [...paymentKeys.all, 'welcome'] as const,
  order: (paymentId: string) => [...paymentKeys.all, 'order', paymentId] as const,
};
