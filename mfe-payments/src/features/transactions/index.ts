export { TransactionScreen } from './components/transaction-screen';
export { TransactionsScreen } from './components/transactions-screen';
