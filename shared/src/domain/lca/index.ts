export * from './lca-rules';
export * from './lca-kind';
