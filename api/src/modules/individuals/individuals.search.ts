import { and, desc } from 'drizzle-orm';
import { buildPath } from 'shared/routes';
import { isStaff, joinSub, sqlFullName, textSearch, type SearchProvider } from '../search';
import { individualVisibility } from './individuals.service';
import { individuals } from './individuals.table';

/** Individual clients (individuals, sponsors, investors) by name, e-mail or phone. */
export const searchIndividuals: SearchProvider = async (ctx, query, limit) => {
  if (!isStaff(ctx.people)) return [];
  const t = individuals;
  const m = textSearch(query, {
    name: sqlFullName(t.firstName, t.middleName, t.lastName),
    text: [t.email],
    exact: [t.email],
    contains: [t.email],
    phone: t.phone,
  });
  const rows = await ctx.tx
    .select({ id: t.id, first: t.firstName, last: t.lastName, email: t.email, rank: m.rank })
    .from(t)
    .where(and(individualVisibility(ctx.people), m.where))
    .orderBy(desc(m.rank), t.lastName, t.id)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'person',
    id: r.id,
    title: `${r.first} ${r.last}`.trim(),
    subtitle: joinSub('Individual', r.email),
    path: buildPath('people.individualDetails', { itemId: r.id }),
    rank: Number(r.rank),
  }));
};
