import type { TCaseSort } from 'shared/contract';
import { eq, sql } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import { caseTenantSuite, createTestCase, testDbKinds } from '../../../testing';
import { listCases, listKindSql, petitions } from '..';

/**
 * The case list's page-first form (listPageQuery `pageFirst`: the page's ids from `petitions`
 * alone, then the names joined for those rows) answers exactly what the join-first form answers:
 * the same rows in the same order, page after page by cursor, for every sort on the case row and
 * both directions, with a filter and the count.
 */
describe.each(testDbKinds())('case list, page first (%s)', (kind) => {
  const { h, A } = caseTenantSuite(kind);

  beforeAll(async () => {
    for (let i = 0; i < 14; i++) {
      const id = await createTestCase(h, A);
      // Ties on purpose (every third deadline, status and time alike): the id breaks them.
      await withTenant(h.database.db, A.t.id, (tx) =>
        tx
          .update(petitions)
          .set({
            deadlineDate: i % 3 === 0 ? null : `2027-0${1 + (i % 4)}-1${i % 7}`,
            statusId: 1 + (i % 3),
            updatedAt: new Date(Date.UTC(2026, 10, 1 + (i % 5))),
          })
          .where(eq(petitions.id, id)),
      );
    }
  });

  const fields: TCaseSort['field'][] = ['updatedAt', 'createdAt', 'deadlineDate', 'caseNumber', 'statusId'];
  it.each(fields.flatMap((field) => ([1, -1] as const).map((order) => [field, order] as const)))('sort %s %s', async (field, order) => {
    const walk = (pageFirst: boolean, where = listKindSql('cases')) =>
      withTenant(h.database.db, A.t.id, async (tx) => {
        const pages: { ids: string[]; count: number | null }[] = [];
        let cursor: string | null = null;
        do {
          const page = await listCases(tx, { where, sort: { field, order }, cursor, perpage: 4, withCount: true, pageFirst });
          pages.push({ ids: page.rows.map((r) => r.id), count: page.count });
          cursor = page.nextCursor;
        } while (cursor && pages.length < 10);
        return pages;
      });
    const joinFirst = await walk(false);
    expect(joinFirst.flatMap((p) => p.ids)).toHaveLength(14);
    expect(await walk(true)).toEqual(joinFirst);
    const filtered = sql`${listKindSql('cases')} and ${petitions.statusId} = 2`;
    const filteredJoinFirst = await walk(false, filtered);
    expect(filteredJoinFirst.flatMap((p) => p.ids).length).toBeGreaterThan(0);
    expect(await walk(true, filtered)).toEqual(filteredJoinFirst);
  });
});
