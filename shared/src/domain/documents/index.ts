export * from './checklist';
export * from './filing';
export * from './registry';
export * from './rules';
export * from './questionnaire-files';
