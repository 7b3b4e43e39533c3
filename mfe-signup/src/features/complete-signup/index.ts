export { CompleteSignupScreen } from './components/complete-signup-screen';
