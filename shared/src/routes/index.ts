export * from './types';
export * from './catalogue';
export * from './catalogue-index';
export * from './navigation';
export * from './case-links';
