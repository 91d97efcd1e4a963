/* Posting notices and public access files of LCAs (issue 19 points 3–4, docs/lca-paf.md). */
import { LCA_STATUS } from 'shared/domain';
import { todayOf } from '../../platform/data';
import { defineModule, hook } from '../../platform/modules';
import { lcaStatusGuards, type LcaStatusGuard } from '../lca';
import { lcaPafFileOwners } from './lca-paf.file-owners';
import { lcaPafPlugin } from './lca-paf.reminders';
import { lcaPafRoutes } from './lca-paf.routes';
import { seedDemoPafs } from './lca-paf.seed';
import { noticesMissingReason } from './lca-paf.service';
import { LCA_PAF_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { lcaPafRoutes } from './lca-paf.routes';
export { lcaNotices, lcaNoticeProofs, lcaPafs, lcaPafRequests } from './lca-paf.table';
export { noticesMissingReason } from './lca-paf.service';
export { runNoticeReminders, NOTICE_REMINDER_QUEUE, NOTICE_REMINDER_CRON } from './lca-paf.reminders';
export { buildPafPdf } from './lca-paf.pdf';

/** /lca/update-status asks this before an LCA becomes "Filed with DOL": every worksite's notice recorded. */
export const noticesBeforeFiling: LcaStatusGuard = async (ctx, change) => {
  if (change.toStatusId !== LCA_STATUS.FILED) return null;
  return noticesMissingReason(ctx.tx, change.lcaId, todayOf(ctx.payload as { today?: string }));
};

/** The lca-paf module: what it brings to the app (docs/modules.md). */
export const lcaPafModule = defineModule(() => ({
  name: 'lca-paf',
  calls: lcaPafRoutes,
  fileOwners: [lcaPafFileOwners],
  // The daily "notice may come down" reminder.
  plugins: [lcaPafPlugin],
  hooks: [hook(lcaStatusGuards, noticesBeforeFiling)],
  // The demo's certified LCAs get their posting record, PAF texts and an answered request.
  demoSeed: async ({ tx }) => {
    await seedDemoPafs(tx);
  },
  isolationFixtures: LCA_PAF_VICTIM_FIXTURES,
}));
