import type { QuestionnaireKind } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { StaffQuestionnaire } from 'case-kit/questionnaires';

const KIND_OF_ROUTE: Record<string, QuestionnaireKind> = {
  'questionnaires.case': 'beneficiary',
  'questionnaires.petitioner': 'petitioner',
  'questionnaires.sponsor': 'sponsor',
  'questionnaires.investor': 'investor',
};

/** /questionnaire/:itemId (and the petitioner, sponsor, investor pages): staff fill or correct a case's answers. */
export default function StaffQuestionnairePage({ routeId, params }: PageProps) {
  return <StaffQuestionnaire petitionId={params.itemId} kind={KIND_OF_ROUTE[routeId] ?? 'beneficiary'} />;
}
