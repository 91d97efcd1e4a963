import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from 'shared/federation';
import { definePages } from 'shared/ui';

export const remote: RemoteModule = {
  id: 'mf-lca-pwd',
  contractVersion: CONTRACT_VERSION,
  buildId: process.env.BUILD_ID,
  pages: definePages(
    'mf-lca-pwd',
    {
      'lca.request': lazy(() => import('./features/lca/pages/RequestLcaPage')),
      'lca.list': lazy(() => import('./features/lca/pages/LcaListPage')),
      'lca.details': lazy(() => import('./features/lca/pages/LcaDetailsPage')),
      'lca.inventoryDetails': lazy(() => import('./features/lca/pages/LcaInventoryPage')),
      'lca.pafGeneration': lazy(() => import('./features/paf/pages/PafGenerationPage')),
      'lca.pafRequests': lazy(() => import('./features/paf/pages/PafRequestsPage')),
      'fill.lcaAnonymous': lazy(() => import('./features/lca/pages/FillLcaAnonymousPage')),
      'pwd.list': lazy(() => import('./features/pwd/pages/PwdListPage')),
      'pwd.caseDetails': lazy(() => import('./features/pwd/pages/PwdDetailsPage')),
      'pwd.wageDetermination': lazy(() => import('./features/wage/pages/WageDeterminationPage')),
    },
    () => import('./pages/RoutePage'),
  ),
};
