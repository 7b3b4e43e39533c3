export { ActivationDoneScreen } from './components/activation-done-screen';
export { ActivationErrorScreen } from './components/activation-error-screen';
