import { useMemo } from 'react';
import {
  listMasterdataCall,
  MASTERDATA_STATUS_CATEGORIES,
  type TListMasterdataPayload,
  type TMasterdataCategory,
  type TMasterdataItem,
} from '../contract';
import { PAGE_SIZE } from '../domain/limits';
import { useCallQuery } from './useCallQuery';

const EMPTY: TMasterdataItem[] = [];

export type MasterdataMatcher = NonNullable<TListMasterdataPayload['matcher']>;

/**
 * The one hook for a master data list (countries, company_status, carriers…): one page of SPEC
 * §9's size (status lists get the larger one), cached for the session under the
 * `/masterdata/list` key, so every remote reading the same list shares one request.
 */
export function useMasterdata(category: TMasterdataCategory, matcher: MasterdataMatcher = {}) {
  const perpage = MASTERDATA_STATUS_CATEGORIES.includes(category) ? PAGE_SIZE.MASTERDATA_STATUS : PAGE_SIZE.MASTERDATA;
  const query = useCallQuery(listMasterdataCall, { category, page: 1, perpage, matcher }, { staleTime: Infinity });
  return { items: query.data?.data ?? EMPTY, isLoading: query.isLoading, isError: query.isError };
}

/** A master data list's active entries as select options (`value` is the id as a string). */
export function useMasterdataOptions(category: TMasterdataCategory) {
  const { items } = useMasterdata(category);
  return useMemo(() => items.filter((i) => i.active).map((i) => ({ value: String(i.id), label: i.name })), [items]);
}

export interface CountryOption {
  id: number;
  name: string;
  /** Calling code without '+', e.g. '91'. */
  phonecode: string | null;
}

/** Countries from master data (ids as SPEC §5 uses them: 231 US, 101 India), in the server's order. */
export function useCountries() {
  const { items, isLoading } = useMasterdata('countries');
  const countries = useMemo<CountryOption[]>(
    () =>
      items.map((c) => {
        const code = c.extra.phonecode;
        return {
          id: c.id,
          name: c.name,
          phonecode: typeof code === 'number' || typeof code === 'string' ? String(code) : null,
        };
      }),
    [items],
  );
  const byId = useMemo(() => new Map(countries.map((c) => [c.id, c])), [countries]);
  return { countries, byId, isLoading };
}
