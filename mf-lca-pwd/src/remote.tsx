import { CONTRACT_VERSION, type RemoteModule } from 'shared/federation';
import { definePages } from 'shared/ui';

export const remote: RemoteModule = {
  id: 'mf-lca-pwd',
  contractVersion: CONTRACT_VERSION,
  buildId: process.env.BUILD_ID,
  pages: definePages('mf-lca-pwd', {}, () => import('./pages/RoutePage')),
};
