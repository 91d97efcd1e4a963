import { useInfiniteQuery } from '@tanstack/react-query';
import { listPeopleActivityCall, type TPeopleEntity } from 'shared/contract';
import { PAGE_SIZE } from 'shared/domain';
import { callKey } from 'shared/query';
import { useApi } from 'shared/session';

/** The activity of one record, every page loaded so far: invalidate it after a write on the record. */
export const activityKey = (entity: TPeopleEntity, id: string) => [...callKey(listPeopleActivityCall), entity, id];

/** Who changed what and when on one record, newest first, a page at a time. */
export function useActivity(entity: TPeopleEntity, id: string) {
  const api = useApi();
  const perpage = PAGE_SIZE.RECENT_ACTIVITY;
  return useInfiniteQuery({
    queryKey: activityKey(entity, id),
    queryFn: ({ pageParam, signal }) => api.call(listPeopleActivityCall, { entity, id, page: pageParam, perpage }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.perpage < last.count ? last.page + 1 : undefined),
  });
}
