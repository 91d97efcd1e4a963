import {
  queryOptions,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client';
import type { ApiError } from 'shared/client';
import type { AnyCallDeclaration, CallPayloadInput, CallResult } from '../contract';
import { useApi } from 'shared/session';
import { callKey } from './keys';

/** Options of `useCallQuery`: every useQuery option but the key and the function, which the declaration gives. */
export type CallQueryOptions<C extends AnyCallDeclaration, TData = CallResult<C>> = Omit<
  UseQueryOptions<CallResult<C>, ApiError, TData, QueryKey>,
  'queryKey' | 'queryFn'
> & {
  /**
   * What the answer depends on besides the payload, e.g. the signed-in user's id for a call about
   * "me" (the cache outlives a sign-out): appended to the key, `[...callKey(decl, payload), scope]`,
   * so invalidating the declaration still reaches it.
   */
  scope?: unknown;
};

/**
 * The key and function of one call with one payload, for `useQueries`, `prefetchQuery` or
 * `ensureQueryData`; `useCallQuery` uses it too.
 */
export function callQueryOptions<C extends AnyCallDeclaration>(api: ApiClient, decl: C, payload: CallPayloadInput<C>) {
  return queryOptions<CallResult<C>, ApiError, CallResult<C>, QueryKey>({
    queryKey: callKey(decl, payload),
    queryFn: callQueryFn(api, decl, payload),
  });
}

const callQueryFn =
  <C extends AnyCallDeclaration>(api: ApiClient, decl: C, payload: CallPayloadInput<C>) =>
  ({ signal }: { signal: AbortSignal }): Promise<CallResult<C>> =>
    // The client already rejects with an ApiError only. The promise is returned as it is, not
    // chained: an extra `.catch`/`await` delays every answer by a tick and reorders renders that
    // pages (and their tests) rely on.
    api.call(decl, payload, { signal });

/**
 * Reads a declared call: `useCallQuery(petitionerDetailsCall, { petitionerId })`. The payload and
 * the data are typed by the declaration; the cache key is `callKey(decl, payload)`; the error is
 * the ApiError the client rejects with (a test double that throws something else is passed on).
 */
export function useCallQuery<C extends AnyCallDeclaration, TData = CallResult<C>>(
  decl: C,
  payload: CallPayloadInput<C>,
  options?: CallQueryOptions<C, TData>,
): UseQueryResult<TData, ApiError> {
  const api = useApi();
  const { scope, ...rest } = options ?? {};
  const key = callKey(decl, payload);
  return useQuery<CallResult<C>, ApiError, TData, QueryKey>({
    ...rest,
    queryKey: scope === undefined ? key : [...key, scope],
    queryFn: callQueryFn(api, decl, payload),
  });
}
