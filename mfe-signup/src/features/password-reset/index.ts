export { ChoosePasswordScreen } from './components/choose-password-screen';
export { ResetPasswordScreen } from './components/reset-password-screen';
