import { useMutation, useQueryClient, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import type { ApiError } from 'shared/client';
import type { AnyCallDeclaration, CallPayloadInput, CallResult } from '../contract';
import { useApi, useToast } from 'shared/session';
import { toApiError } from './errors';
import { callKey, invalidateCalls, type CallTarget } from './keys';

export interface CallMutationOptions<C extends AnyCallDeclaration, TContext = unknown> extends Omit<
  UseMutationOptions<CallResult<C>, ApiError, CallPayloadInput<C>, TContext>,
  'mutationFn' | 'mutationKey'
> {
  /**
   * Calls whose cached answers the success makes stale: declarations (every payload) or keys from
   * `callKey`/`moduleKey`. Refreshed after `onSuccess` ran, and awaited, so `mutateAsync` resolves
   * once the lists are fresh.
   */
  invalidates?:
    readonly CallTarget[] | ((result: CallResult<C>, payload: CallPayloadInput<C>) => readonly CallTarget[]);
  /** A toast on success: fixed text or made from the result. */
  successToast?: string | ((result: CallResult<C>) => string);
  /** Also show the error as a toast (for buttons without a dialog to show it inline). */
  errorToast?: boolean;
}

/**
 * Makes a declared call on demand: `useCallMutation(userUpdateCall, { invalidates: [listUsersCall] })`.
 * `mutate(payload)` is typed by the declaration; the mutation key is `callKey(decl)`; errors are
 * ApiErrors.
 */
export function useCallMutation<C extends AnyCallDeclaration, TContext = unknown>(
  decl: C,
  options: CallMutationOptions<C, TContext> = {},
): UseMutationResult<CallResult<C>, ApiError, CallPayloadInput<C>, TContext> {
  const api = useApi();
  const client = useQueryClient();
  const toast = useToast();
  const { invalidates, successToast, errorToast, onSuccess, onError, ...rest } = options;
  return useMutation<CallResult<C>, ApiError, CallPayloadInput<C>, TContext>({
    ...rest,
    mutationKey: callKey(decl),
    mutationFn: async (payload) => {
      try {
        return await api.call(decl, payload);
      } catch (e) {
        throw toApiError(e);
      }
    },
    onSuccess: async (result, payload, onMutateResult, context) => {
      await onSuccess?.(result, payload, onMutateResult, context);
      if (successToast) toast.success(typeof successToast === 'function' ? successToast(result) : successToast);
      const targets = typeof invalidates === 'function' ? invalidates(result, payload) : (invalidates ?? []);
      if (targets.length) await invalidateCalls(client, ...targets);
    },
    onError: async (error, payload, onMutateResult, context) => {
      if (errorToast) toast.error(error.message);
      await onError?.(error, payload, onMutateResult, context);
    },
  });
}
