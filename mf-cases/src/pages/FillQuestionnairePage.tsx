import { lazy, Suspense } from 'react';
import type { QuestionnaireKind } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { Loading } from 'shared/ui-core';
import { useFillQuestionnaire } from 'case-kit/questionnaires/data';

/* The screen (i18next, the form and its rules) loads while the questionnaire is asked for (issue 21 point 4). */
const FillScreen = lazy(() => import('../features/fill/components/FillScreen').then((m) => ({ default: m.FillScreen })));

const KIND_OF_ROUTE: Record<string, QuestionnaireKind> = {
  'fill.questionnaire': 'beneficiary',
  'fill.petitionerQuestionnaire': 'petitioner',
  'fill.sponsorQuestionnaire': 'sponsor',
  'fill.investorQuestionnaire': 'investor',
};

/** The token comes from the link's query as token, key or accessToken (SPEC §2.3). */
export const linkTokenOf = ({ linkToken, query }: Pick<PageProps, 'linkToken' | 'query'>): string | null =>
  linkToken ?? query.get('token') ?? query.get('key') ?? query.get('accessToken');

/** /fill-questionnaire/:itemId and the petitioner, sponsor and investor variants. */
export default function FillQuestionnairePage(props: PageProps) {
  const token = linkTokenOf(props);
  // The screen reads this same query: the request does not wait for the screen's code.
  useFillQuestionnaire(token);
  return (
    <Suspense fallback={<Loading label="Loading page…" />}>
      <FillScreen token={token} kind={KIND_OF_ROUTE[props.routeId] ?? 'beneficiary'} query={props.query} />
    </Suspense>
  );
}
