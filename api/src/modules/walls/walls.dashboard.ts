import { WALL_EVENT_LABELS } from 'shared/contract';
import { buildPath } from 'shared/routes';
import type { DashboardWidgetProvider } from '../dashboard';
import { wallPage } from './walls.service';

/**
 * The dashboard's Updates widget: the newest rows of the /walls/list feed, through the same SQL
 * and the same case visibility; the widget's case types and created range filter it.
 */
export const updatesWidget: DashboardWidgetProvider = {
  key: 'updates',
  async load(req) {
    // Loaded on use: the dashboard module's index reads the case kernel at load time.
    const { listData } = await import('../dashboard');
    const f = req.filters;
    const { data, count } = await wallPage(req.ctx, req.access, {
      page: req.page,
      perpage: req.limit,
      timezone: (req.ctx.payload as { timezone?: string } | undefined)?.timezone,
      matcher: { typeIds: f.typeIds, from: f.createdFrom, to: f.createdTo },
    });
    return listData(
      req,
      data.map((e) => ({
        id: e.id,
        title: e.text,
        subtitle: e.byName,
        path: e.petitionId
          ? buildPath('cases.petitionDetails', { itemId: e.petitionId })
          : e.client
            ? buildPath(e.client.kind === 'beneficiary' ? 'people.beneficiaryDetails' : 'people.petitionerDetails', { itemId: e.client.id })
            : null,
        date: e.at,
        dateLabel: WALL_EVENT_LABELS[e.type],
        status: null,
        meta: e.caseNumber,
        tone: e.type === 'approval' ? 'success' : e.type === 'rfe' ? 'warning' : 'default',
      })),
      count,
    );
  },
};
