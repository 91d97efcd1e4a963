import { and, desc } from 'drizzle-orm';
import { beneficiaryDetailsPath, joinSub, sqlFullName, textSearch, type SearchProvider } from '../search';
import { beneficiaryVisibility } from './beneficiaries.service';
import { beneficiaries } from './beneficiaries.table';

/** Beneficiaries (or employees) by name, e-mail, phone or passport number. */
export const searchBeneficiaries: SearchProvider = async (ctx, query, limit) => {
  const access = ctx.people;
  if (!access || !ctx.peopleTerm) return [];
  const b = beneficiaries;
  const m = textSearch(query, {
    name: sqlFullName(b.firstName, b.middleName, b.lastName),
    text: [b.email, b.passportNumber],
    exact: [b.email, b.passportNumber],
    contains: [b.email],
    phone: b.phone,
    stored: b.searchVector,
  });
  const rows = await ctx.tx
    .select({
      id: b.id,
      first: b.firstName,
      last: b.lastName,
      email: b.email,
      passport: b.passportNumber,
      rank: m.rank,
    })
    .from(b)
    .where(and(beneficiaryVisibility(access), m.where))
    .orderBy(desc(m.rank), b.lastName, b.id)
    .limit(limit);
  const word = ctx.peopleTerm === 'employee' ? 'Employee' : 'Beneficiary';
  return rows.map((r) => ({
    kind: 'person',
    id: r.id,
    title: `${r.first} ${r.last}`.trim(),
    subtitle: joinSub(word, r.email, r.passport ? `Passport ${r.passport}` : null),
    path: beneficiaryDetailsPath(ctx, r.id),
    rank: Number(r.rank),
  }));
};
