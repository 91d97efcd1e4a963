export * from './domain';
export * from './federation';
