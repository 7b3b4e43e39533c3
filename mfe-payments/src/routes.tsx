import { ScreenPlaceholder } from '@rendezvous/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { PayScreen } from './features/checkout';
import { DirectDebitScreen } from './features/direct-debit';
import { CreditsScreen, PremiumScreen } from './features/shop';
import { TransactionScreen, TransactionsScreen } from './features/transactions';
import { queryClient } from './lib/query-client';

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
// Screens not built yet are titled placeholders until their slice of the payments issue builds them.
function Screen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <ScreenPlaceholder title={t(titleKey)}>
      <div data-screen={`mfe-payments:${titleKey}`} data-params={JSON.stringify(params)} />
    </ScreenPlaceholder>
  );
}

export function AppRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
    <BrowserRouter>
      <Routes>
        <Route path="/premium" element={<PremiumScreen titleKey="premium" />} />
        <Route path="/pricing" element={<PremiumScreen titleKey="pricing" />} />
        <Route path="/credits" element={<CreditsScreen />} />
        <Route path="/credits/repeat-order" element={<Screen titleKey="repeat_order" />} />
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
