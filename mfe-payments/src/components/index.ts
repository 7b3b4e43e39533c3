import './payments.css';
export { LoadFailed } from './load-failed';
export { MethodLogo } from './method-logo';
export { Screen } from './screen';
