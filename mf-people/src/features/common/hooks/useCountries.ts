import { useMemo } from 'react';
import { useMasterdata } from './useMasterdata';

export interface CountryOption {
  id: number;
  name: string;
  /** Calling code without '+', e.g. '91'. */
  phonecode: string | null;
}

/** Countries from master data (ids as SPEC §5 uses them: 231 US, 101 India), US first. */
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
