import type { CallContext } from '../../platform/http';
import type { PeopleAccess } from '../people';

/** One hit of a provider. `kind` is one of SEARCH_KINDS (shared/contract/search); others are dropped. */
export interface SearchProviderHit {
  kind: string;
  id: string;
  title: string;
  subtitle?: string;
  /** Where the hit opens in the app (a catalogue path, with a query if useful). */
  path: string;
  /** Higher is better; comparable within one kind. */
  rank: number;
}

/**
 * The request's context (its transaction is bound to the tenant by RLS) plus what the people
 * providers need, worked out once per search. A provider that needs only the call context (the
 * cases provider) may type its first parameter as `CallContext<unknown>`.
 */
export type SearchContext = CallContext<unknown> & {
  /** The caller's access to people records (SPEC §6), or null when he may see none. */
  people: PeopleAccess | null;
  /** The tenant's word for beneficiaries (which details page a person opens), or null. */
  peopleTerm: 'beneficiary' | 'employee' | null;
};

/**
 * Finds up to `limit` records the caller may see that match `query` (already trimmed, 2–100
 * characters). Must apply the caller's visibility itself; tenant isolation comes from RLS.
 */
export type SearchProvider = (ctx: SearchContext, query: string, limit: number) => Promise<SearchProviderHit[]>;
