import { and, desc, or, sql } from 'drizzle-orm';
import { buildPath } from 'shared/routes';
import { inList } from '../people';
import { isStaff, joinSub, sqlFullName, textSearch, type SearchProvider } from '../search';
import { leads } from './leads.table';

/** Leads by name, e-mail, phone or company; the branch manager sees his branches' and unassigned leads. */
export const searchLeads: SearchProvider = async (ctx, query, limit) => {
  const access = ctx.people;
  if (!isStaff(access)) return [];
  const t = leads;
  const visible =
    access.kind === 'branch' ? or(inList(t.branchId, access.branchIds), sql`${t.branchId} is null`) : undefined;
  const m = textSearch(query, {
    name: sqlFullName(t.firstName, t.lastName),
    text: [t.email, t.companyName],
    exact: [t.email],
    contains: [t.email, t.companyName],
    phone: t.phone,
  });
  const rows = await ctx.tx
    .select({ id: t.id, first: t.firstName, last: t.lastName, email: t.email, status: t.status, rank: m.rank })
    .from(t)
    .where(and(visible, m.where))
    .orderBy(desc(m.rank), t.lastName, t.id)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'person',
    id: r.id,
    title: `${r.first} ${r.last}`.trim(),
    subtitle: joinSub('Lead', r.email, r.status),
    path: buildPath('people.leadDetails', { itemId: r.id }),
    rank: Number(r.rank),
  }));
};
