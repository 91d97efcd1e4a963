/* The PWD case kind (issue 19 points 6–8): calls, side table, wage tables, consistency check (docs/pwd.md). */
import { defineModule, hook } from '../../platform/modules';
import { caseFilterHooks } from '../petitions';
import { pwdPositionStatsWidget } from './pwd.dashboard';
import { pwdPositionFilter } from './pwd.filters';
import { pwdRemindersPlugin } from './pwd.reminders';
import { pwdRoutes } from './pwd.routes';
import { seedDemoPwds } from './pwd.seed';
import { PWD_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { pwdRoutes } from './pwd.routes';
export { pwdDetails, pwdWageImports, pwdWageRows, pwdWageAreas } from './pwd.table';
export type { PwdDetailsRow } from './pwd.table';
export { runPwdReminders, PWD_REMINDER_QUEUE, PWD_REMINDER_CRON } from './pwd.reminders';
export { consistencyCheck } from './pwd.consistency';

/** The pwd module: what it brings to the app (docs/modules.md). */
export const pwdModule = defineModule(() => ({
  name: 'pwd',
  calls: pwdRoutes,
  // SPEC §3 pwdPositionTypeStatus in every case list, export and count (kernel hook point).
  hooks: [hook(caseFilterHooks, pwdPositionFilter)],
  dashboardWidgets: [pwdPositionStatsWidget],
  // The daily "determination lapses soon" reminder.
  plugins: [pwdRemindersPlugin],
  demoSeed: async ({ tx }) => {
    await seedDemoPwds(tx);
  },
  isolationFixtures: PWD_VICTIM_FIXTURES,
}));
