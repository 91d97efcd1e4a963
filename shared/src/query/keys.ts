import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnyCallDeclaration, CallPayloadInput } from '../contract';

/**
 * First element of every key the query layer makes. The shell and all remotes share one
 * QueryClient: a key derived from the declaration (`/module/action`) plus the payload is the same
 * in every remote for the same call and different for any other call, so no two features collide
 * and no key is ever written by hand.
 */
export const CALL_KEY_ROOT = 'call' as const;

/** Key prefix of every call of one api module (e.g. `people`): `['call', 'people']`. */
export const moduleKey = (module: string): readonly [typeof CALL_KEY_ROOT, string] => [CALL_KEY_ROOT, module];

/**
 * The cache key of a declared call: `['call', module, action]` for every payload of it, or
 * `['call', module, action, payload]` for one payload. A prefix of the full key, so invalidating
 * `callKey(decl)` refreshes the call for every payload.
 */
export function callKey<C extends AnyCallDeclaration>(decl: C, payload?: CallPayloadInput<C>): QueryKey {
  return payload === undefined
    ? [CALL_KEY_ROOT, decl.module, decl.action]
    : [CALL_KEY_ROOT, decl.module, decl.action, payload];
}

/** What `invalidateCalls` accepts: a declaration (every payload of it) or a key made by `callKey`/`moduleKey`. */
export type CallTarget = AnyCallDeclaration | QueryKey;

const isDeclaration = (t: CallTarget): t is AnyCallDeclaration => !Array.isArray(t);

/** The key prefix of a target. */
export const targetKey = (t: CallTarget): QueryKey => (isDeclaration(t) ? callKey(t) : t);

/** Marks the cached answers of these calls stale and refetches the ones on screen. */
export async function invalidateCalls(client: QueryClient, ...targets: readonly CallTarget[]): Promise<void> {
  await Promise.all(targets.map((t) => client.invalidateQueries({ queryKey: targetKey(t) })));
}

/** Puts an answer into the cache for one payload of a call (e.g. the record a mutation returned). */
export function setCallData<C extends AnyCallDeclaration>(
  client: QueryClient,
  decl: C,
  payload: CallPayloadInput<C>,
  data: unknown,
): void {
  client.setQueryData(callKey(decl, payload), data);
}
