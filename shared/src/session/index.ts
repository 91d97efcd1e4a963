export * from './storage-keys';
export * from './session-store';
export * from './useSession';
export * from './toast-store';
export * from './realtime';
