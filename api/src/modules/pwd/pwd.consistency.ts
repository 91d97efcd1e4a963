import { and, desc, eq, isNull } from 'drizzle-orm';
import { annualWage, CASE_TYPE, valueAt, type LcaWageUnit } from 'shared/domain';
import type { TConsistencyResult, pwdConsistencyCall } from 'shared/contract';
import { unprocessableAll, type Ctx } from '../../platform/http';
import { buildFormData } from '../forms';
import { lcaDetails, lcaUsages, worksitesOf } from '../lca';
import { caseAccess, caseById, findVisibleCase, petitions, shownCaseNumber, type PetitionRow } from '../petitions';
import * as repo from './pwd.repository';

/*
 * One set of facts (issue 19 point 8; docs/pwd.md): the PWD, the LCA and the I-129 of one H-1B
 * case, field by field, with every mismatch. The LCA is read through the lca module's index (the
 * LCA using a position for the case, else one requested from it); the I-129 data is what the
 * forms module fills the I-129 with (buildFormData: the case's questionnaire answers over the
 * case), read at the I-129 mapping's paths.
 */

type Fact = TConsistencyResult['facts'][number];
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const str = (v: unknown): string | null => (v == null || String(v).trim() === '' ? null : String(v).trim());
const first = (data: unknown, paths: string[]): string | null => {
  for (const p of paths) {
    const v = str(valueAt(data, p));
    if (v) return v;
  }
  return null;
};
const WAGE_PER: Record<string, LcaWageUnit> = { hour: 'hour', week: 'week', biweekly: 'biweekly', month: 'month', year: 'year', hourly: 'hour', weekly: 'week', monthly: 'month', yearly: 'year', annually: 'year' };

async function lcaOf(ctx: Ctx<(typeof pwdConsistencyCall)['payload']>, c: PetitionRow) {
  const tx = ctx.tx;
  const [used] = await tx
    .select({ id: lcaUsages.lcaId })
    .from(lcaUsages)
    .where(and(eq(lcaUsages.caseId, c.id), isNull(lcaUsages.detachedAt)))
    .orderBy(desc(lcaUsages.attachedAt))
    .limit(1);
  const [own] = used
    ? [used]
    : await tx
        .select({ id: petitions.id })
        .from(petitions)
        .where(and(eq(petitions.parentId, c.id), eq(petitions.kind, 'lca'), isNull(petitions.deletedAt)))
        .orderBy(desc(petitions.createdAt))
        .limit(1);
  if (!own) return null;
  const [d] = await tx.select().from(lcaDetails).where(eq(lcaDetails.petitionId, own.id)).limit(1);
  const row = await caseById(tx, own.id);
  if (!d || !row) return null;
  return { row, d, sites: await worksitesOf(tx, own.id) };
}

export async function consistencyCheck(ctx: Ctx<(typeof pwdConsistencyCall)['payload']>): Promise<TConsistencyResult> {
  const a = await caseAccess(ctx);
  const c = await findVisibleCase(ctx.tx, a, ctx.payload.caseId);
  if (c.typeId !== CASE_TYPE.H1B) throw unprocessableAll([{ path: 'caseId', message: 'The consistency check is for H-1B cases.' }]);
  const pwd = await repo.pwdOfCase(ctx.tx, c.id);
  const lca = await lcaOf(ctx, c);
  const form = await buildFormData(ctx.tx, c);
  const i129 = {
    socCode: first(form, ['questionnaire.socCode', 'case.data.socCode']),
    wageLevel: first(form, ['questionnaire.wageLevel', 'case.data.wageLevel']),
    worksite: [first(form, ['questionnaire.worksite.city', 'questionnaire.worksiteCity']), first(form, ['questionnaire.worksite.state', 'questionnaire.worksiteState'])].filter(Boolean).join(', ') || null,
    wage: first(form, ['questionnaire.wage', 'case.data.wage']),
    wagePer: first(form, ['questionnaire.wagePer', 'case.data.wagePer']),
    from: first(form, ['questionnaire.employmentFrom', 'case.validityFrom']),
    to: first(form, ['questionnaire.employmentTo', 'case.validityTo']),
  };
  const facts: Fact[] = [];
  const p = pwd?.d;
  const l = lca?.d;

  // SOC code: the 6-digit code (an O*NET suffix .00 is the same occupation).
  {
    const vals = [p?.socCode, l?.socCode, i129.socCode].map((v) => (v ? v.slice(0, 7) : null));
    const present = vals.filter((v): v is string => !!v);
    const mismatch = new Set(present).size > 1;
    facts.push({ field: 'socCode', label: 'SOC code', pwd: p?.socCode ?? null, lca: l?.socCode ?? null, i129: i129.socCode, mismatch, message: mismatch ? 'The records name different occupations (SOC codes).' : null });
  }
  // Wage level.
  {
    const present = [p?.wageLevel, l?.wageLevel, i129.wageLevel].filter((v): v is string => !!v);
    const mismatch = new Set(present).size > 1;
    facts.push({ field: 'wageLevel', label: 'Wage level', pwd: p?.wageLevel ?? null, lca: l?.wageLevel ?? null, i129: i129.wageLevel, mismatch, message: mismatch ? 'The wage levels differ.' : null });
  }
  // Worksite: the PWD's place must be one of the LCA's worksites (same city and state, or ZIP).
  {
    const pwdPlace = p && (p.worksiteCity || p.worksiteZip) ? [p.worksiteCity, p.worksiteState, p.worksiteZip].filter(Boolean).join(', ') : null;
    const sites = lca?.sites ?? [];
    const lcaPlaces = sites.length ? sites.map((s) => [s.city, s.state, s.zipCode].filter(Boolean).join(', ')).join(' | ') : null;
    const low = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();
    const pwdInLca =
      !p || !pwdPlace || !sites.length
        ? true
        : sites.some((s) => (p.worksiteZip && s.zipCode && s.zipCode.slice(0, 5) === p.worksiteZip.slice(0, 5)) || (low(s.city) === low(p.worksiteCity) && low(s.state) === low(p.worksiteState)));
    const i129InLca = !i129.worksite || !sites.length ? true : sites.some((s) => i129.worksite!.toLowerCase().startsWith(low(s.city)));
    const mismatch = !pwdInLca || !i129InLca;
    facts.push({
      field: 'worksite',
      label: 'Worksite',
      pwd: pwdPlace,
      lca: lcaPlaces,
      i129: i129.worksite,
      mismatch,
      message: !pwdInLca ? 'The PWD’s place of employment is not one of the LCA’s worksites.' : !i129InLca ? 'The I-129 worksite is not one of the LCA’s worksites.' : null,
    });
  }
  // Wage: the LCA's prevailing wage is the PWD's; the I-129 wage is at least the LCA's offered wage and the PWD's wage.
  {
    const pwdAnnual = p?.wage != null ? annualWage(p.wage, p.wageUnit as LcaWageUnit) : null;
    const pwAnnual = l?.prevailingWage != null ? annualWage(l.prevailingWage, l.prevailingWageUnit as LcaWageUnit) : null;
    const offeredAnnual = l?.wageFrom != null ? annualWage(l.wageFrom, l.wageUnit as LcaWageUnit) : null;
    const i129Amount = i129.wage ? Number(i129.wage.replace(/[$,\s]/g, '')) : NaN;
    const i129Unit = WAGE_PER[(i129.wagePer ?? 'year').toLowerCase()] ?? 'year';
    const i129Annual = Number.isFinite(i129Amount) ? annualWage(i129Amount, i129Unit) : null;
    const messages: string[] = [];
    if (pwdAnnual != null && pwAnnual != null && Math.round(pwdAnnual * 100) !== Math.round(pwAnnual * 100)) messages.push('The LCA’s prevailing wage is not the PWD’s determined wage.');
    if (i129Annual != null && offeredAnnual != null && i129Annual < offeredAnnual) messages.push('The I-129 wage is below the LCA’s offered wage.');
    if (i129Annual != null && pwdAnnual != null && i129Annual < pwdAnnual) messages.push('The I-129 wage is below the PWD’s wage.');
    facts.push({
      field: 'wage',
      label: 'Wage (a year)',
      pwd: pwdAnnual != null ? money(pwdAnnual) : null,
      lca: pwAnnual != null || offeredAnnual != null ? `prevailing ${pwAnnual != null ? money(pwAnnual) : '—'}; offered ${offeredAnnual != null ? money(offeredAnnual) : '—'}` : null,
      i129: i129Annual != null ? money(i129Annual) : null,
      mismatch: messages.length > 0,
      message: messages.join(' ') || null,
    });
  }
  // Dates: the I-129 employment within the LCA period; the LCA filed while the PWD was valid.
  {
    const messages: string[] = [];
    if (l?.periodStart && i129.from && i129.from < l.periodStart) messages.push('The I-129 employment starts before the LCA period.');
    if (l?.periodEnd && i129.to && i129.to > l.periodEnd) messages.push('The I-129 employment ends after the LCA period.');
    if (l?.filedOn && p?.validFrom && p.validTo && (l.filedOn < p.validFrom || l.filedOn > p.validTo)) messages.push('The LCA was filed outside the PWD’s validity.');
    facts.push({
      field: 'dates',
      label: 'Dates',
      pwd: p?.validFrom && p.validTo ? `valid ${p.validFrom} – ${p.validTo}` : null,
      lca: l?.periodStart || l?.periodEnd ? `period ${l.periodStart ?? '—'} – ${l.periodEnd ?? '—'}${l.filedOn ? `; filed ${l.filedOn}` : ''}` : null,
      i129: i129.from || i129.to ? `employment ${i129.from ?? '—'} – ${i129.to ?? '—'}` : null,
      mismatch: messages.length > 0,
      message: messages.join(' ') || null,
    });
  }
  return {
    caseId: c.id,
    caseNumber: shownCaseNumber(c),
    pwd: pwd ? { id: pwd.row.id, caseNumber: shownCaseNumber(pwd.row) } : null,
    lca: lca ? { id: lca.row.id, caseNumber: shownCaseNumber(lca.row) } : null,
    i129: { formName: 'I-129' },
    facts,
    mismatches: facts.filter((f) => f.mismatch).length,
  };
}
