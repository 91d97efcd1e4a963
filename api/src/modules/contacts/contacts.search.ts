import { desc } from 'drizzle-orm';
import { buildPath } from 'shared/routes';
import { isStaff, joinSub, sqlFullName, textSearch, type SearchProvider } from '../search';
import { contacts } from './contacts.table';

/** Contacts by name, e-mail, phone or organisation (staff see all contacts, as in /contact/list). */
export const searchContacts: SearchProvider = async (ctx, query, limit) => {
  if (!isStaff(ctx.people)) return [];
  const t = contacts;
  const m = textSearch(query, {
    name: sqlFullName(t.firstName, t.lastName),
    text: [t.email, t.organisation],
    exact: [t.email],
    contains: [t.email, t.organisation],
    phone: t.phone,
  });
  const rows = await ctx.tx
    .select({ id: t.id, first: t.firstName, last: t.lastName, email: t.email, org: t.organisation, rank: m.rank })
    .from(t)
    .where(m.where)
    .orderBy(desc(m.rank), t.lastName, t.id)
    .limit(limit);
  return rows.map((r) => ({
    kind: 'person',
    id: r.id,
    title: `${r.first} ${r.last}`.trim(),
    subtitle: joinSub('Contact', r.org, r.email),
    path: buildPath('people.contactDetails', { itemId: r.id }),
    rank: Number(r.rank),
  }));
};
