export * from './template';
export * from './rules';
export * from './defaults';
export * from './sponsorship';
