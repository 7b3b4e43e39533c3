export * from './error-page';
export * from './remote-fallback';
export * from './screen-placeholder';
