import { and, desc, eq, sql } from 'drizzle-orm';
import { buildPath } from 'shared/routes';
import { beneficiaries, beneficiaryDocuments, beneficiaryVisibility } from '../beneficiaries';
import { companies, companyDocuments, companyVisibility } from '../companies';
import { beneficiaryDetailsPath, textSearch, type SearchProvider, type SearchProviderHit } from '../search';

/** Documents of the beneficiaries and petitioners the caller may see, by file name or type. */
export const searchDocuments: SearchProvider = async (ctx, query, limit) => {
  const access = ctx.people;
  if (!access) return [];
  const hits: SearchProviderHit[] = [];
  if (ctx.peopleTerm) {
    const d = beneficiaryDocuments;
    const m = textSearch(query, { name: sql`${d.name}`, text: [d.docType], contains: [d.docType] });
    const rows = await ctx.tx
      .select({
        id: d.id,
        name: d.name,
        ownerId: d.beneficiaryId,
        first: beneficiaries.firstName,
        last: beneficiaries.lastName,
        rank: m.rank,
      })
      .from(d)
      .innerJoin(beneficiaries, and(eq(beneficiaries.tenantId, d.tenantId), eq(beneficiaries.id, d.beneficiaryId)))
      .where(and(beneficiaryVisibility(access), m.where))
      .orderBy(desc(m.rank), d.name, d.id)
      .limit(limit);
    for (const r of rows) {
      hits.push({
        kind: 'document',
        id: r.id,
        title: r.name,
        subtitle: `${r.first} ${r.last}`.trim(),
        path: `${beneficiaryDetailsPath(ctx, r.ownerId)}?tab=documents`,
        rank: Number(r.rank),
      });
    }
  }
  if (access.kind !== 'beneficiary') {
    const d = companyDocuments;
    const m = textSearch(query, { name: sql`${d.name}`, text: [d.docType], contains: [d.docType] });
    const rows = await ctx.tx
      .select({ id: d.id, name: d.name, ownerId: d.companyId, owner: companies.name, rank: m.rank })
      .from(d)
      .innerJoin(companies, and(eq(companies.tenantId, d.tenantId), eq(companies.id, d.companyId)))
      .where(and(companyVisibility(access), m.where))
      .orderBy(desc(m.rank), d.name, d.id)
      .limit(limit);
    for (const r of rows) {
      hits.push({
        kind: 'document',
        id: r.id,
        title: r.name,
        subtitle: r.owner,
        path: `${buildPath('people.petitionerDetails', { itemId: r.ownerId })}?tab=documents`,
        rank: Number(r.rank),
      });
    }
  }
  return hits;
};
