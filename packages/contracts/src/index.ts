export * from './errors.ts';
export * from './auth.ts';
export * from './meta.ts';
export * from './navigation.ts';
export * from './user.ts';
export * from './notifications.ts';
