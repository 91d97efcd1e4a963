import type { AnyCallDeclaration } from './define-call';
import { MASTERDATA_CALLS } from './masterdata';
import { TENANT_CALLS } from './tenant';

export * from './define-call';
export * from './errors';
export * from './masterdata';
export * from './tenant';

/**
 * Every call of the API. The server refuses to start unless each has exactly one handler, and
 * the OpenAPI document and the isolation tests iterate over this list.
 */
export const ALL_CALLS: readonly AnyCallDeclaration[] = [
  ...(TENANT_CALLS as readonly AnyCallDeclaration[]),
  ...(MASTERDATA_CALLS as readonly AnyCallDeclaration[]),
];

/** Declaration by path (`/masterdata/list`). */
export const CALLS_BY_PATH: ReadonlyMap<string, AnyCallDeclaration> = new Map(
  ALL_CALLS.map((c) => [c.path, c]),
);
