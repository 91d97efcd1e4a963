export * from './business-days';
export * from './lca-paf-rules';
