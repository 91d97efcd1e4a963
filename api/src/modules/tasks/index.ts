/* Tasks (to-dos, issue 18.2): /todos/* and the workflow steps waiting on a role (docs/tasks-notes-reminders.md). */
import { defineModule } from '../../platform/modules';
import { tasksWidget } from './tasks.dashboard';
import { taskRoutes } from './tasks.routes';
import { seedDemoTasks } from './tasks.seed';
import { TASKS_VICTIM_FIXTURES } from './testing/victim-fixtures';

export { taskRoutes } from './tasks.routes';
export { todos, todoComments, todoHistory } from './tasks.table';
export type { TodoRow } from './tasks.table';
export { todoVisibility, taskPage } from './tasks.service';
export { tasksWidget } from './tasks.dashboard';
export { seedDemoTasks } from './tasks.seed';
// Linked records (case, beneficiary, petitioner) and who may see them: also used by notes and reminders.
export { recordViewer, linkVisible, linkLabel, linkedTo, linkOf, linkColumnsOf, assertLinkVisible, storedLink } from './linked-records';
export type { RecordViewer, LinkType, Link, LinkColumns } from './linked-records';

/** The tasks module: what it brings to the app (docs/modules.md). */
export const tasksModule = defineModule(() => ({
  name: 'tasks',
  calls: taskRoutes,
  // The dashboard's Tasks widget: the same rows as /mytasks (docs/dashboard.md).
  dashboardWidgets: [tasksWidget],
  // A few demo tasks on the demo cases and people (after the cases: module order).
  demoSeed: async ({ tx }) => {
    await seedDemoTasks(tx);
  },
  isolationFixtures: TASKS_VICTIM_FIXTURES,
}));
