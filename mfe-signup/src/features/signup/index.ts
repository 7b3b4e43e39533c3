export { SignupForm, type SignupFormProps } from './components/signup-form';
export { SignupScreen } from './components/signup-screen';
export { AFTER_SIGNUP_PATH } from './constants';
export { captureTracking } from './stores/tracking';
export { keepLanderMember, pathAfterSignupSteps } from './stores/lander-member';
export { keptSignupMessage, readSignupDraft } from './stores/signup-draft';
