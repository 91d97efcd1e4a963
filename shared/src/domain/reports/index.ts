export * from './registry';
export * from './custom';
export * from './processing-times';
