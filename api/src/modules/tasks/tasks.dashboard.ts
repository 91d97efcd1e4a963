import { overdueLabel } from 'shared/domain';
import { buildPath } from 'shared/routes';
import type { DashboardWidgetProvider } from '../dashboard';
import { recordViewer } from './linked-records';
import { taskPage } from './tasks.service';

/**
 * The dashboard's Tasks widget: the caller's unfinished tasks and the workflow steps waiting on
 * his role — the rows of /mytasks — by due date, with the widget's due range. Visibility, paging
 * and the count come from the same SQL as /todos/list.
 */
export const tasksWidget: DashboardWidgetProvider = {
  key: 'tasks',
  async load(req) {
    // Loaded on use: the dashboard module's index reads the case kernel at load time (ESM cycle via notes → tasks).
    const { listData } = await import('../dashboard');
    const v = await recordViewer(req.ctx);
    const f = req.filters;
    const { data, count } = await taskPage(
      req.ctx.tx,
      v,
      {
        scope: 'mine',
        page: req.page,
        perpage: req.limit,
        sort: 'dueDate',
        order: req.sort?.order === -1 ? -1 : 1,
        matcher: { statuses: ['open', 'in_progress'], ...(f.dueFrom ? { dueFrom: f.dueFrom } : {}), ...(f.dueTo ? { dueTo: f.dueTo } : {}) },
      },
      req.today,
    );
    return listData(
      req,
      data.map((t) => ({
        id: t.id,
        title: t.title,
        subtitle: t.link ? t.link.label : null,
        path: t.kind === 'workflow' && t.link ? buildPath('cases.petitionDetails', { itemId: t.link.id }) : buildPath('comms.taskDetails', { itemId: t.id }),
        date: t.dueDate,
        dateLabel: 'Due',
        status: null,
        meta: t.overdueDays ? overdueLabel(t.overdueDays) : t.kind === 'workflow' ? 'Workflow step' : null,
        tone: t.overdueDays ? 'danger' : 'default',
      })),
      count,
    );
  },
};
