export { PayScreen } from './components/pay-screen';
