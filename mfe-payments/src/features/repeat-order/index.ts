export { RepeatOrderScreen } from './components/repeat-order-screen';
