import type { PageProps } from 'shared/federation';
import { FillQuestionnaire, pickLanguage } from 'case-kit/questionnaires/fill';
import { linkTokenOf } from './FillQuestionnairePage';

/** /filled-case-details/:itemId — the answers behind a questionnaire link, read-only. */
export default function FilledCaseDetailsPage(props: PageProps) {
  return (
    <FillQuestionnaire token={linkTokenOf(props)} kind="beneficiary" language={pickLanguage(props.query)} readOnly />
  );
}
