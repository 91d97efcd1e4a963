import type { ReactNode } from 'react';
import { Loading } from 'shared/ui';
import { useMasterdata } from 'shared/query';

/**
 * Renders its form once the countries are known: an uncontrolled select keeps no value its
 * options did not have when it mounted, so an edit form would otherwise lose saved countries.
 */
export function CountriesGate({ children }: { children: ReactNode }) {
  const { isLoading } = useMasterdata('countries');
  return isLoading ? <Loading label="Loading the form…" /> : <>{children}</>;
}
