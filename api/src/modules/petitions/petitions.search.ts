import { and } from 'drizzle-orm';
import type { CallContext } from '../../platform/http';
import { caseAccess, caseVisibility } from './petitions.access';
import { shownCaseNumber, statusName, typeName } from './petitions.mapper';
import * as repo from './petitions.repository';

export interface CaseSearchHit {
  kind: 'case';
  id: string;
  title: string;
  subtitle?: string;
  path: string;
  rank: number;
}

/**
 * Global search over cases: case number (generated or custom), receipt number, beneficiary and
 * petitioner name, within what the caller may see. Rank: 1 exact number, 0.8 number prefix,
 * 0.5 a name match.
 */
export async function searchCases(ctx: CallContext<unknown>, query: string, limit: number): Promise<CaseSearchHit[]> {
  const q = query.trim();
  if (!q || limit < 1) return [];
  const a = await caseAccess(ctx);
  const rows = await repo
    .allCases(ctx.tx, and(caseVisibility(a), repo.searchSql(q)), { field: 'updatedAt', order: -1 }, Math.min(limit * 3, 200));
  const lower = q.toLowerCase();
  const hits = rows.map((r) => {
    const numbers = [r.caseNumber, r.customCaseNumber, r.receiptNumber].filter((x): x is string => !!x).map((x) => x.toLowerCase());
    const rank = numbers.includes(lower) ? 1 : numbers.some((n) => n.startsWith(lower)) ? 0.8 : 0.5;
    const path = r.kind === 'rfe' ? `/rfe-petition-details/${r.id}` : r.isExternal ? `/external-case-details/${r.id}` : `/petition-details/${r.id}`;
    return {
      kind: 'case' as const,
      id: r.id,
      title: `${shownCaseNumber(r)} · ${r.beneficiaryName ?? 'No beneficiary'}`,
      subtitle: [r.firmTypeName ?? typeName(r.typeId), r.petitionerName, statusName(r.statusId), r.receiptNumber].filter(Boolean).join(' · '),
      path,
      rank,
    };
  });
  return hits.sort((x, y) => y.rank - x.rank).slice(0, limit);
}

