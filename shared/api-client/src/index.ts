export * from './api-client';
export * from './server-errors';
export * from './reference-data';
