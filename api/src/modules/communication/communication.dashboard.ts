import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { TRUNCATE_LENGTHS, truncate } from 'shared/domain';
import { addDaysIso } from '../../platform/data';
import { WIDGET_LIST_COUNT_CAP } from 'shared/contract';
import type { DashboardWidgetProvider } from '../dashboard';
import { caseVisibility, petitions } from '../petitions';
import * as repo from './communication.repository';
import { communicationMessages, communicationReads } from './communication.table';

/**
 * The dashboard's Messages widget (docs/dashboard.md, docs/messages.md): the caller's latest unread
 * messages on the cases he can see (internal ones for staff only), newest first; filters: case
 * types and the message's received date range. Counted (up to WIDGET_LIST_COUNT_CAP) and paged in SQL.
 */
export const messagesWidget: DashboardWidgetProvider = {
  key: 'messages',
  async load({ ctx, access, filters, page, limit, offset }) {
    const where = and(
      caseVisibility(access),
      repo.messageVisibility(access),
      repo.unreadSql(access.userId),
      filters.typeIds?.length ? inArray(petitions.typeId, filters.typeIds) : undefined,
      filters.createdFrom ? gte(communicationMessages.createdAt, new Date(`${filters.createdFrom}T00:00:00Z`)) : undefined,
      filters.createdTo ? lt(communicationMessages.createdAt, new Date(`${addDaysIso(filters.createdTo, 1)}T00:00:00Z`)) : undefined,
    );
    const joined = () =>
      ctx.tx
        .select({ m: communicationMessages })
        .from(communicationMessages)
        .innerJoin(petitions, eq(petitions.id, communicationMessages.petitionId))
        .leftJoin(communicationReads, repo.readsJoin(access.userId))
        .where(where);
    const rows = await joined()
      .orderBy(desc(communicationMessages.createdAt), desc(communicationMessages.id))
      .limit(limit)
      .offset(offset);
    // Counted up to the cap (one more row tells whether it was reached), like the other list widgets.
    const capped = ctx.tx
      .select({ one: sql`1` })
      .from(communicationMessages)
      .innerJoin(petitions, eq(petitions.id, communicationMessages.petitionId))
      .leftJoin(communicationReads, repo.readsJoin(access.userId))
      .where(where)
      .limit(WIDGET_LIST_COUNT_CAP + 1)
      .as('capped');
    const [n] = await ctx.tx.select({ n: sql<number>`count(*)::int` }).from(capped);
    const counted = n?.n ?? 0;
    const cases = await repo.casesOf(ctx.tx, [...new Set(rows.map((r) => r.m.petitionId))]);
    return {
      kind: 'list',
      rows: rows.map(({ m }) => {
        const c = cases.get(m.petitionId);
        return {
          id: m.id,
          title: `${m.authorName}: ${truncate(m.body, TRUNCATE_LENGTHS.M)}`,
          subtitle: c ? [c.caseNumber, c.beneficiaryName].filter(Boolean).join(' · ') : null,
          path: c ? repo.caseDetailsPath(c) : null,
          date: new Date(m.createdAt).toISOString(),
          dateLabel: 'Received',
          status: null,
          meta: m.visibility === 'internal' ? 'Internal' : 'Shared with the client',
          tone: 'default' as const,
        };
      }),
      total: Math.min(counted, WIDGET_LIST_COUNT_CAP),
      capped: counted > WIDGET_LIST_COUNT_CAP,
      page,
      pageSize: limit,
    };
  },
};
