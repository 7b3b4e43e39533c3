import './account.css';

export * from './field';
export * from './form-alert';
export * from './logged-out-notice';
export * from './screen';
export * from './server-errors';
