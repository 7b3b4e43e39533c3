import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Screen } from './components';
import { CreditsScreen, PremiumScreen } from './features/shop';
import { TransactionScreen, TransactionsScreen } from './features/transactions';
import { queryClient } from './lib/query-client';

// The screens with forms (react-hook-form and zod, issue 33) come as chunks of their own when they are
// visited: the shop and the transactions, where members arrive, start without them (as members' do, issue 13).
const PayScreen = lazy(() => import('./features/checkout').then((module) => ({ default: module.PayScreen })));
const DirectDebitScreen = lazy(() => import('./features/direct-debit').then((module) => ({ default: module.DirectDebitScreen })));
const RepeatOrderScreen = lazy(() => import('./features/repeat-order').then((module) => ({ default: module.RepeatOrderScreen })));

/** While a screen's chunk arrives: its title and the loading line, as the screen draws them while its data loads. */
function Deferred({ title, children }: { title: 'pay' | 'directdebit' | 'repeat_order'; children: ReactNode }) {
  const { t } = useTranslation('payments');
  const fallback = (
    <Screen title={t(title)}>
      <p role="status">{t('loading')}</p>
    </Screen>
  );
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

// The routes this remote owns (platform.md, The cut; the shell activates it by @rendezvous/route-table).
export function AppRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="/premium" element={<PremiumScreen titleKey="premium" />} />
          <Route path="/pricing" element={<PremiumScreen titleKey="pricing" />} />
          <Route path="/credits" element={<CreditsScreen />} />
          <Route
            path="/credits/repeat-order"
            element={
              <Deferred title="repeat_order">
                <RepeatOrderScreen />
              </Deferred>
            }
          />
          <Route
            path="/credits/:id/:paymentmethod?"
            element={
              <Deferred title="pay">
                <PayScreen />
              </Deferred>
            }
          />
          <Route
            path="/directdebit"
            element={
              <Deferred title="directdebit">
                <DirectDebitScreen />
              </Deferred>
            }
          />
          <Route path="/transactions" element={<TransactionsScreen />} />
          <Route path="/transactions/:id" element={<TransactionScreen />} />
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
