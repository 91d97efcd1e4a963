import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteModule } from 'shared/federation';
import { definePages } from 'shared/ui';

export const remote: RemoteModule = {
  id: 'mf-comms',
  contractVersion: CONTRACT_VERSION,
  buildId: process.env.BUILD_ID,
  pages: definePages(
    'mf-comms',
    {
      'comms.messages': lazy(() => import('./features/messages/pages/MessagesPage')),
      'comms.communicationReply': lazy(() => import('./features/messages/pages/ReplyPage')),
    },
    () => import('./pages/RoutePage'),
  ),
};
