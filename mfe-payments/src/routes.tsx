import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PayScreen } from './features/checkout';
import { DirectDebitScreen } from './features/direct-debit';
import { RepeatOrderScreen } from './features/repeat-order';
import { CreditsScreen, PremiumScreen } from './features/shop';
import { TransactionScreen, TransactionsScreen } from './features/transactions';
import { queryClient } from './lib/query-client';

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
export function AppRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
    <BrowserRouter>
      <Routes>
        <Route path="/premium" element={<PremiumScreen titleKey="premium" />} />
        <Route path="/pricing" element={<PremiumScreen titleKey="pricing" />} />
        <Route path="/credits" element={<CreditsScreen />} />
        <Route path="/credits/repeat-order" element={<RepeatOrderScreen />} />
        <Route path="/credits/:id/:paymentmethod?" element={<PayScreen />} />
        <Route path="/directdebit" element={<DirectDebitScreen />} />
        <Route path="/transactions" element={<TransactionsScreen />} />
        <Route path="/transactions/:id" element={<TransactionScreen />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
    </QueryClientProvider>
  );
}
