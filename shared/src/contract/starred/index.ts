export * from './starred-page';
export * from './starred-calls';
