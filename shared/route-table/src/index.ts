export * from './route-table';
