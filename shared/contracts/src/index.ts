export * from './errors';
export * from './remotes';
export * from './site';
export * from './identity';
export * from './conversations';
export * from './widgets';
export * from './members';
export * from './payments';
