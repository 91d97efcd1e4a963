/* The LCA case kind (issue 19 points 1, 2, 5): calls, side tables, inventory, fill link (docs/lca.md). */
import { defineModule, hook } from '../../platform/modules';
import { caseFilterHooks } from '../petitions';
import { lcasWidget } from './lca.dashboard';
import { pendingWithLcaFilter } from './lca.filters';
import { LCA_MAIL_TEMPLATES } from './lca.mail';
import { lcaRoutes } from './lca.routes';
import { seedDemoLcas } from './lca.seed';
import { LCA_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { lcaRoutes } from './lca.routes';
// For the modules built on the LCA (lca-paf: posting notices, public access file).
export { lcaDetails, lcaWorksites, lcaUsages } from './lca.table';
export type { LcaDetailsRow, LcaWorksiteRow, LcaUsageRow } from './lca.table';
export { findLca, lcaVisibility, worksitesOf, liveUsages, usedPositions } from './lca.repository';
export { lcaStatusGuards } from './lca.hooks';
export type { LcaStatusGuard } from './lca.hooks';

/** The lca module: what it brings to the app (docs/modules.md). */
export const lcaModule = defineModule(() => ({
  name: 'lca',
  calls: lcaRoutes,
  mailTemplates: LCA_MAIL_TEMPLATES,
  // SPEC §3 getPendingWithLCA in every case list, export and count (kernel hook point).
  hooks: [hook(caseFilterHooks, pendingWithLcaFilter)],
  // The dashboard's LCAs widget (issue 17: offered once this module is installed).
  dashboardWidgets: [lcasWidget],
  // Demo LCAs after the demo cases (one certified with free positions, one in preparation).
  demoSeed: async ({ tx }) => {
    await seedDemoLcas(tx);
  },
  isolationFixtures: LCA_VICTIM_FIXTURES,
}));
