export * from './internal-client';
export * from './zod-body';
