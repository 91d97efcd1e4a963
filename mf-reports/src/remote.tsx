import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from 'shared/federation';
import { definePages } from 'shared/ui';

export const remote: RemoteModule = {
  id: 'mf-reports',
  contractVersion: CONTRACT_VERSION,
  buildId: process.env.BUILD_ID,
  pages: definePages(
    'mf-reports',
    { 'dashboard.deadlines': lazy(() => import('./pages/DeadlinesPage')) },
    () => import('./pages/RoutePage'),
  ),
};
