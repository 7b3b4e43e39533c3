export { SignupForm, type SignupFormProps } from './components/signup-form';
export { SignupScreen } from './components/signup-screen';
export { AFTER_SIGNUP_PATH } from './constants';
export { captureTracking } from './stores/tracking';
export { readSignupDraft } from './stores/signup-draft';
