import type { QuestionnaireKind } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { FillQuestionnaire, pickLanguage } from 'case-kit/questionnaires/fill';

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
  return (
    <FillQuestionnaire
      token={linkTokenOf(props)}
      kind={KIND_OF_ROUTE[props.routeId] ?? 'beneficiary'}
      language={pickLanguage(props.query)}
    />
  );
}
