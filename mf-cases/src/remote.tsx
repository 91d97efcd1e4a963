import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from 'shared/federation';
import { definePages } from 'shared/ui/pages';

const CasesPage = lazy(() => import('./pages/CasesPage'));

export const remote: RemoteModule = {
  id: 'mf-cases',
  contractVersion: CONTRACT_VERSION,
  buildId: process.env.BUILD_ID,
  pages: definePages(
    'mf-cases',
    {
      'cases.petitions': CasesPage,
      'cases.list': CasesPage,
      'cases.rfeList': lazy(() => import('./pages/RfeCasesPage')),
      'cases.oldCases': lazy(() => import('./pages/OldCasesPage')),
      'cases.externalCases': lazy(() => import('./pages/ExternalCasesPage')),
      'cases.bulkAssignment': lazy(() => import('./pages/BulkAssignmentPage')),
      'cases.caseTransfer': lazy(() => import('./pages/CaseTransferPage')),
      'cases.petitionDetails': lazy(() => import('./pages/PetitionDetailsPage')),
      'cases.rfePetitionDetails': lazy(() => import('./pages/RfePetitionDetailsPage')),
      'cases.externalCaseDetails': lazy(() => import('./pages/ExternalCaseDetailsPage')),
      'cases.caseDetails': lazy(() => import('./pages/CaseDetailsRedirectPage')),
      'cases.tabs': lazy(() => import('./pages/CaseDetailsRedirectPage')),
      'cases.print': lazy(() => import('./pages/PrintCasePage')),
      'questionnaireTemplates.list': lazy(() => import('./pages/QuestionnaireTemplatesListPage')),
      'questionnaireTemplates.details': lazy(() => import('./pages/QuestionnaireTemplateDetailsPage')),
      'questionnaireTemplates.h1b': lazy(() => import('./pages/QuestionnaireTemplateDetailsPage')),
      'questionnaireTemplates.h1bDetails': lazy(() => import('./pages/QuestionnaireTemplateDetailsPage')),
      'questionnaireTemplates.h1bShort': lazy(() => import('./pages/QuestionnaireTemplateDetailsPage')),
      'questionnaires.case': lazy(() => import('./pages/StaffQuestionnairePage')),
      'questionnaires.petitioner': lazy(() => import('./pages/StaffQuestionnairePage')),
      'questionnaires.investor': lazy(() => import('./pages/StaffQuestionnairePage')),
      'questionnaires.sponsor': lazy(() => import('./pages/StaffQuestionnairePage')),
      'questionnaires.mine': lazy(() => import('./pages/MyQuestionnairesPage')),
      'fill.questionnaire': lazy(() => import('./pages/FillQuestionnairePage')),
      'fill.petitionerQuestionnaire': lazy(() => import('./pages/FillQuestionnairePage')),
      'fill.sponsorQuestionnaire': lazy(() => import('./pages/FillQuestionnairePage')),
      'fill.investorQuestionnaire': lazy(() => import('./pages/FillQuestionnairePage')),
      'fill.caseFilled': lazy(() => import('./pages/FilledCaseDetailsPage')),
      'cases.confirmSponsorship': lazy(() => import('./pages/ConfirmSponsorshipPage')),
      'cases.documents': lazy(() => import('./pages/DocumentsPage')),
      'cases.approvalDocuments': lazy(() => import('./pages/ApprovalDocumentsPage')),
      'cases.signDocument': lazy(() => import('./pages/SignDocumentPage')),
      'esign.verify': lazy(() => import('./pages/VerifySignaturePage')),
    },
    () => import('./pages/RoutePage'),
  ),
};
