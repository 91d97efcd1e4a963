export * from './types';
export * from './us-states';
export * from './resolver';
export * from './catalogue';
