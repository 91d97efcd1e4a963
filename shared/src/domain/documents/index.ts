export * from './checklist';
export * from './rules';
