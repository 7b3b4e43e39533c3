export * from './bootstrap';
export * from './config';
export * from './correlation';
export * from './database';
export * from './errors';
export * from './health';
export * from './logger';
