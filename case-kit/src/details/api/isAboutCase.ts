import type { QueryKey } from '@tanstack/react-query';

/** True for a cached answer about one case: a key with the petition id, or a payload `{ petitionId }`. */
export const isAboutCase =
  (petitionId: string) =>
  ({ queryKey }: { queryKey: QueryKey }): boolean =>
    queryKey.some(
      (part) =>
        part === petitionId ||
        (typeof part === 'object' && part !== null && (part as { petitionId?: unknown }).petitionId === petitionId),
    );
