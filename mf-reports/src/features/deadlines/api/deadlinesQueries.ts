import { keepPreviousData } from '@tanstack/react-query';
import { deadlineListCall, getPreparerListCall } from 'shared/contract';
import { useCallQuery } from 'shared/query';
import { deadlinePayload, type DeadlineUrlState } from '../utils/deadlineUrl';

/** One page of the deadline list for the URL's filters; the previous page stays shown while the next loads. */
export const useDeadlines = (state: DeadlineUrlState) =>
  useCallQuery(deadlineListCall, deadlinePayload(state), { placeholderData: keepPreviousData });

/** Staff who may be chosen as assignee (the preparer list); only for those who may choose. */
export const usePreparers = (enabled: boolean) =>
  useCallQuery(getPreparerListCall, {}, { enabled, staleTime: 60_000 });
