/* Support tickets (issue 18.5, docs/support-tickets.md). */
import { defineModule } from '../../platform/modules';
import { deliverAfterCommit } from '../../platform/realtime';
import { supportTicketsWidget } from './support-tickets.dashboard';
import { supportTicketFileOwners } from './support-tickets.file-owners';
import { SUPPORT_TICKETS_MAIL_TEMPLATES } from './support-tickets.notify';
import { supportTicketRoutes } from './support-tickets.routes';
import { seedDemoTickets } from './support-tickets.seed';
import { SUPPORT_TICKETS_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { supportTicketRoutes } from './support-tickets.routes';
export { supportTickets, supportTicketComments, supportTicketFiles } from './support-tickets.table';
export type { SupportTicketRow } from './support-tickets.table';
export { seedDemoTickets } from './support-tickets.seed';

/** The support-tickets module: what it brings to the app (docs/modules.md). */
export const supportTicketsModule = defineModule(() => ({
  name: 'support-tickets',
  calls: supportTicketRoutes,
  fileOwners: [supportTicketFileOwners],
  mailTemplates: SUPPORT_TICKETS_MAIL_TEMPLATES,
  dashboardWidgets: [supportTicketsWidget],
  // `support-ticket` socket events after the commit (support-tickets.realtime.ts).
  plugins: [deliverAfterCommit],
  // After the people: tickets of the demo firm's clients and one to Passage support.
  demoSeed: async ({ tx }) => {
    await seedDemoTickets(tx);
  },
  isolationFixtures: SUPPORT_TICKETS_VICTIM_FIXTURES,
}));
