export * from './pwd-rules';
export * from './pwd-kind';
export * from './oflc';
