export * from './create-lifecycles';
export * from './remote-error-boundary';
export * from './reload-guard';
export * from './navigation';
