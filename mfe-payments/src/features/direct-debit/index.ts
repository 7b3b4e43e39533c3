export { DirectDebitScreen } from './components/direct-debit-screen';
