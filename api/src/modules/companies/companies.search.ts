import { and, desc, sql } from 'drizzle-orm';
import { buildPath } from 'shared/routes';
import { joinSub, textSearch, type SearchProvider } from '../search';
import { companyVisibility } from './companies.service';
import { companies } from './companies.table';

/** Petitioners (client companies) by name, DBA, FEIN, e-mail or phone. */
export const searchPetitioners: SearchProvider = async (ctx, query, limit) => {
  const access = ctx.people;
  if (!access || access.kind === 'beneficiary') return [];
  const t = companies;
  const m = textSearch(query, {
    name: sql`${t.name}`,
    text: [t.dba, t.email, t.feiNumber],
    exact: [t.feiNumber, t.email],
    contains: [t.dba, t.feiNumber],
    phone: t.phone,
    stored: t.searchVector,
  });
  const rows = await ctx.tx
    .select({ id: t.id, name: t.name, fein: t.feiNumber, email: t.email, rank: m.rank })
    .from(t)
    .where(and(companyVisibility(access), m.where))
    .orderBy(desc(m.rank), t.name, t.id)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'petitioner',
    id: r.id,
    title: r.name,
    subtitle: joinSub(r.fein ? `FEIN ${r.fein}` : null, r.email),
    path: buildPath('people.petitionerDetails', { itemId: r.id }),
    rank: Number(r.rank),
  }));
};
