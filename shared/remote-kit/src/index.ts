export * from './create-lifecycles';
export * from './remote-error-boundary';
export * from './reload-guard';
export * from './navigation';
export * from './widget-loader';
export * from './remote-widget';
export * from './server-state';
