import type { PageProps } from 'shared/federation';
import { FillQuestionnaire } from '../features/questionnaires/components/FillQuestionnaire';
import { pickLanguage } from '../features/questionnaires/i18n';
import { linkTokenOf } from './FillQuestionnairePage';

/** /filled-case-details/:itemId — the answers behind a questionnaire link, read-only. */
export default function FilledCaseDetailsPage(props: PageProps) {
  return (
    <FillQuestionnaire token={linkTokenOf(props)} kind="beneficiary" language={pickLanguage(props.query)} readOnly />
  );
}
