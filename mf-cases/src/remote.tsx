import { lazy, Suspense } from 'react';
import { CONTRACT_VERSION, type PageProps, type RemoteModule } from 'shared/federation';
import { routeById } from 'shared/routes';
import { Loading, PageFrame } from 'shared/ui-core';
import { definePages } from 'shared/ui/pages';

const LazyCasesPage = lazy(() => import('./pages/CasesPage'));

/**
 * /cases and /petitions: while the list's code loads, the page's own header (the catalogue's title
 * and description, exactly as `CasesPage` shows them) over the list's loading line, instead of the
 * region's bare "Loading page…" (issue 21 point 4): the header is painted once this module has run,
 * not after the list's chunks, and the page then renders the same header in the same place.
 */
function CasesPage(props: PageProps) {
  const route = routeById(props.routeId);
  return (
    <Suspense
      fallback={
        <PageFrame title={route?.title ?? 'Cases'} description={route?.description} remote="mf-cases">
          <Loading label="Loading cases…" />
        </PageFrame>
      }
    >
      <LazyCasesPage {...props} />
    </Suspense>
  );
}

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
