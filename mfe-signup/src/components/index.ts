import './signup.css';

export * from './field';
export * from './form-alert';
export * from './screen';
export * from './server-errors';
