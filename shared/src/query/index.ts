/**
 * The query layer (`shared/query`): typed hooks over declared calls, with cache keys derived from
 * the declaration, for the shell and every remote sharing one QueryClient. See docs/query-layer.md.
 */
export * from './keys';
export * from './errors';
export * from './useCallQuery';
export * from './useCallMutation';
export * from './masterdata';
export * from './case-names';
