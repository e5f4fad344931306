export * from './customers.ts';
export * from './sessions.ts';
export * from './messaging.ts';
export * from './languages.ts';
export * from './notifications.ts';
export * from './system.ts';
