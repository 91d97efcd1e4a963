export * from './roles';
export * from './limits';
export * from './case-status';
export * from './tenant-permissions';
export * from './demo';
