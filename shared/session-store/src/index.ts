export * from './session-store';
export * from './chat-events';
