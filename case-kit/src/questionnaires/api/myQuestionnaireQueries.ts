import { useInfiniteQuery } from '@tanstack/react-query';
import { myFillLinkCall, myQuestionnaireListCall } from 'shared/contract/questionnaire';
import { callKey, useCallMutation } from 'shared/query';
import { useApi } from 'shared/session';

/** The signed-in client's questionnaires (/my-questionnaires), a page at a time. */
export const myQuestionnaireKeys = {
  /** The pages of /questionnaire/my-list (an infinite query: one entry for every page read so far). */
  list: [...callKey(myQuestionnaireListCall), 'pages'] as const,
};

export const MY_QUESTIONNAIRES_PER_PAGE = 20;

export function useMyQuestionnaires() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: myQuestionnaireKeys.list,
    queryFn: ({ pageParam, signal }) =>
      api.call(myQuestionnaireListCall, { cursor: pageParam, perpage: MY_QUESTIONNAIRES_PER_PAGE }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** A fresh fill link for a questionnaire mailed to the signed-in user (`path` is relative). */
export function useMyFillLink() {
  return useCallMutation(myFillLinkCall);
}
