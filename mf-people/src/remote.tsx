import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from 'shared/federation';
import { definePages } from 'shared/ui';

export const remote: RemoteModule = {
  id: 'mf-people',
  contractVersion: CONTRACT_VERSION,
  buildId: process.env.BUILD_ID,
  pages: definePages(
    'mf-people',
    {
      'people.petitioners': lazy(() => import('./pages/PetitionersPage')),
    },
    () => import('./pages/RoutePage'),
  ),
};
