export * from './api-error';
export * from './payload';
export * from './create-api-client';
