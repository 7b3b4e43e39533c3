export * from './tables';
export * from './outbox';
export * from './event-inbox';
export * from './outbox-maintenance.controller';
