import type { QueryClient } from '@tanstack/react-query';
import { getTenantDetailsCall, listUsersCall, lookupUsersCall, rolesListCall } from 'shared/contract';
import { callKey, moduleKey } from 'shared/query';

/**
 * Everything the people screens cache: the api modules they own, and the few calls of shared
 * modules (users, tenant) they read. A write that touches several of them (a merge, a lead
 * conversion, an import) refreshes them all; before the query layer this was the `['people']` key root.
 */
export const PEOPLE_KEYS: readonly (readonly unknown[])[] = [
  ...['beneficiary', 'branches', 'company', 'contact', 'customer', 'expiry', 'individual', 'lead', 'people', 'people-import'].map(moduleKey),
  callKey(listUsersCall),
  callKey(lookupUsersCall),
  callKey(rolesListCall),
  callKey(getTenantDetailsCall),
  // Typeahead searches keyed by what they search, not by one call (MergeDialog).
  ['people'],
];

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((p, i) => key[i] === p);

/**
 * Refreshes every people query; with `keepDetails` not the records (`/<module>/details`): the
 * caller has just put the server's answer there, and a refetch would only repeat it.
 */
export const invalidatePeople = (client: QueryClient, opts: { keepDetails?: boolean } = {}): Promise<void> =>
  client.invalidateQueries({
    predicate: (q) =>
      PEOPLE_KEYS.some((k) => startsWith(q.queryKey, k)) && !(opts.keepDetails && q.queryKey[2] === 'details'),
  });
