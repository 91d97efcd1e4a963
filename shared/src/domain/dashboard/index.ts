export * from './widgets';
export * from './validate';
