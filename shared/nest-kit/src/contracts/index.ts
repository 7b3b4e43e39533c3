export * from './contract-route';
export * from './zod-pipes';
