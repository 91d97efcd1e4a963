export * from './rich-text';
export * from './placeholders';
export * from './templates';
export * from './groups';
