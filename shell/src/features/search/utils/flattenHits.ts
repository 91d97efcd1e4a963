import type { TSearchGroup, TSearchHit } from 'shared/contract';

/** The hits in display order (group by group), for keyboard navigation across groups. */
export const flattenHits = (groups: readonly TSearchGroup[]): TSearchHit[] => groups.flatMap((g) => g.items);

/** The next index when moving by `delta` through `count` items, wrapping around; -1 for none. */
export const moveIndex = (current: number, delta: number, count: number): number => {
  if (count === 0) return -1;
  if (current < 0) return delta > 0 ? 0 : count - 1;
  return (current + delta + count) % count;
};
