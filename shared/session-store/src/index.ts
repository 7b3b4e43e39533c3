export * from './session-store';
export * from './chat-events';
export * from './push';
