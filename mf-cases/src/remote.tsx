import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from 'shared/federation';
import { definePages } from 'shared/ui';

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
    },
    () => import('./pages/RoutePage'),
  ),
};
