export * from './error-page';
export * from './remote-fallback';
export * from './screen-placeholder';
export * from './forms/field';
export * from './forms/form-alert';
export * from './load-failed';
export * from './confirm-dialog';
export * from './interest-icon';
