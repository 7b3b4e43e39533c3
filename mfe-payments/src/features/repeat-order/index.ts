export { RepeatOrderScreen } from './components/repeat-order-screen';
export { useRepeatOrder } from './use-repeat-order';
