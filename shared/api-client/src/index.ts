export * from './api-client';
export * from './server-errors';
