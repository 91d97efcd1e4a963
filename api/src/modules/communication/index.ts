/* Case messages (issue 18 point 1, docs/messages.md): one thread per case, internal or shared. */
import { defineModule } from '../../platform/modules';
import { deliverAfterCommit } from '../../platform/realtime';
import { messagesWidget } from './communication.dashboard';
import { messageFiles } from './communication.file-owners';
import { COMMUNICATION_MAIL_TEMPLATES } from './communication.mail';
import { communicationRoutes } from './communication.routes';
import { seedDemoMessages } from './communication.seed';
import { COMMUNICATION_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { communicationRoutes } from './communication.routes';
export { messageFiles } from './communication.file-owners';
export { communicationMessages, communicationReads, communicationAttachments, communicationLinks } from './communication.table';
export type { MessageRow } from './communication.table';

/** The communication module: what it brings to the app (docs/modules.md). */
export const communicationModule = defineModule(() => ({
  name: 'communication',
  calls: communicationRoutes,
  fileOwners: [messageFiles],
  // The dashboard's Messages widget: the caller's latest unread messages (docs/dashboard.md).
  dashboardWidgets: [messagesWidget],
  mailTemplates: COMMUNICATION_MAIL_TEMPLATES,
  plugins: [deliverAfterCommit],
  // Demo threads on the first cases (after the cases' seed: module order).
  demoSeed: async ({ tx }) => {
    await seedDemoMessages(tx);
  },
  isolationFixtures: COMMUNICATION_VICTIM_FIXTURES,
}));
