import './payments.css';
export { LoggedOutShop } from './logged-out-shop';
export { MethodLogo } from './method-logo';
// The screen frame and the failed-read notice every area uses.
export { LoadFailed, Screen } from '@rendezvous/ui';
