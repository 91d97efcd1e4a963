import { createHash } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  LCA_PAF_MESSAGES,
  LCA_PAF_RULES,
  LCA_PW_SOURCE_LABELS,
  LCA_STATUS,
  NOTICE_PROOF_EXTENSIONS,
  RETENTION_BASIS_LABELS,
  lcaStatusName,
  mayPurge,
  noticeCanComeDownOn,
  noticeLastRequiredDay,
  noticeLocationState,
  noticeRecorded,
  pafDueOn,
  pafRequestDueOn,
  retentionOf,
  worksiteNoticeState,
  type LcaPwSource,
  type NoticeMode,
} from 'shared/domain';
import type {
  deleteLcaNoticeCall,
  lcaNoticesCall,
  TLcaNotices,
  TLcaPaf,
  TLcaPafListItem,
  TListLcaPafsResult,
  TListPafRequestsResult,
  TNoticeProof,
  TPafRequest,
  ZListLcaPafsPayload,
  ZListPafRequestsPayload,
  ZSaveLcaNoticePayload,
  ZSavePafRequestPayload,
  ZUpdateLcaPafPayload,
} from 'shared/contract';
import type { Db } from '../../platform/db';
import { likePattern, todayOf } from '../../platform/data';
import { notFound, unprocessable, unprocessableAll, type CallContext, type Ctx } from '../../platform/http';
import { loadUserPdf } from '../../platform/pdf';
import { files, newStorageKey, normalizeKey, readAll, releaseFiles, storageOf, tenantOfKey } from '../../platform/storage';
import { findLca, lcaDetails, lcaUsages, lcaVisibility, worksitesOf, type LcaDetailsRow, type LcaWorksiteRow } from '../lca';
import { caseAccess, logCase, petitions, shownCaseNumber, type CaseAccess, type PetitionRow } from '../petitions';
import { buildPafPdf, type PafProofInput, type PafSection } from './lca-paf.pdf';
import { lcaNoticeProofs, lcaNotices, lcaPafRequests, lcaPafs, type LcaNoticeProofRow, type LcaNoticeRow, type LcaPafRequestRow, type LcaPafRow } from './lca-paf.table';

/*
 * /lca-paf/*: posting notices and the public access file of LCAs (issue 19 points 3–4,
 * docs/lca-paf.md). An LCA is a case of kind 'lca' read through the lca module (findLca and
 * lcaVisibility: who sees the LCA sees its notices, PAF and requests). Every refusal comes before
 * the first write or rolls the request's transaction back.
 */

type LcaRefPayload = typeof lcaNoticesCall.payload;
type LcaHit = { row: PetitionRow; d: LcaDetailsRow };

/** The LCA the caller may see, or 404. */
export async function visibleLca(ctx: CallContext<unknown>, lcaId: string, lock = false): Promise<{ a: CaseAccess; lca: LcaHit }> {
  const a = await caseAccess(ctx);
  const lca = await findLca(ctx.tx, a, lcaId, lock);
  if (!lca) throw notFound('LCA not found');
  return { a, lca };
}

export const worksiteAddress = (w: Pick<LcaWorksiteRow, 'name' | 'line1' | 'line2' | 'city' | 'state' | 'zipCode'>): string =>
  [w.name, w.line1, w.line2, w.city, [w.state, w.zipCode].filter(Boolean).join(' ')].filter((s) => s && String(s).trim()).join(', ') || 'Worksite without an address';

async function proofUrl(ctx: CallContext<unknown>, key: string, name: string): Promise<string | null> {
  const server = ctx.request.server;
  if (!server.hasDecorator('storage') || tenantOfKey(key) !== ctx.scopeTenantId) return null;
  return server.storage.signedUrlFor(ctx.tx, { tenantId: ctx.scopeTenantId }, key, { fileName: name }).catch(() => null);
}

const noticeInput = (n: Pick<LcaNoticeRow, 'mode' | 'postedOn' | 'removedOn'>) => ({ mode: n.mode as NoticeMode, postedOn: n.postedOn, removedOn: n.removedOn });

/** Per worksite, the notice state on `today` (the guard and the view share it). */
function worksiteStates(worksites: readonly LcaWorksiteRow[], notices: readonly LcaNoticeRow[], today: string) {
  return worksites.map((w) => {
    const mine = notices.filter((n) => n.worksiteId === w.id);
    return { w, notices: mine, state: worksiteNoticeState(mine.map(noticeInput), today) };
  });
}

async function noticesOf(tx: Db, lcaId: string): Promise<LcaNoticeRow[]> {
  return tx.select().from(lcaNotices).where(eq(lcaNotices.petitionId, lcaId)).orderBy(asc(lcaNotices.createdAt), asc(lcaNotices.id));
}

export async function noticesView(ctx: CallContext<unknown>, lca: LcaHit, today: string): Promise<TLcaNotices> {
  const worksites = await worksitesOf(ctx.tx, lca.row.id);
  const notices = await noticesOf(ctx.tx, lca.row.id);
  const proofs = await ctx.tx.select().from(lcaNoticeProofs).where(eq(lcaNoticeProofs.petitionId, lca.row.id)).orderBy(asc(lcaNoticeProofs.createdAt));
  const proofView = async (p: LcaNoticeProofRow): Promise<TNoticeProof> => ({
    key: p.key,
    name: p.name,
    mimetype: p.mimetype,
    size: p.size,
    uploadedAt: p.createdAt.toISOString(),
    url: await proofUrl(ctx, p.key, p.name),
  });
  const states = worksiteStates(worksites, notices, today);
  const out: TLcaNotices['worksites'] = [];
  for (const s of states) {
    const locations = [];
    for (const n of s.notices) {
      locations.push({
        id: n.id,
        worksiteId: n.worksiteId,
        mode: n.mode as NoticeMode,
        label: n.label,
        postedOn: n.postedOn,
        removedOn: n.removedOn,
        lastRequiredDay: n.postedOn ? noticeLastRequiredDay(n.postedOn) : null,
        canComeDownOn: n.postedOn ? noticeCanComeDownOn(n.postedOn) : null,
        state: noticeLocationState(noticeInput(n), today),
        proofs: await Promise.all(proofs.filter((p) => p.noticeId === n.id).map(proofView)),
        updatedAt: n.updatedAt.toISOString(),
      });
    }
    out.push({ worksiteId: s.w.id, address: worksiteAddress(s.w), state: s.state, locations });
  }
  return {
    lcaId: lca.row.id,
    caseNumber: shownCaseNumber(lca.row),
    noticeDays: LCA_PAF_RULES.noticeDays,
    noticeDayKind: LCA_PAF_RULES.noticeDayKind,
    locationsPerWorksite: LCA_PAF_RULES.locationsPerWorksite,
    worksites: out,
    allRecorded: states.length > 0 && states.every((s) => noticeRecorded(s.state)),
  };
}

/**
 * The reason an LCA may not be marked filed yet (LCA_PAF_MESSAGES.noticesMissing), or null: every
 * worksite has two posted hard-copy locations or a posted electronic notice. Registered on the lca
 * module's status guards (index.ts).
 */
export async function noticesMissingReason(tx: Db, lcaId: string, today: string): Promise<string | null> {
  const worksites = await worksitesOf(tx, lcaId);
  if (!worksites.length) return null; // the lca module refuses an LCA without worksites itself
  const states = worksiteStates(worksites, await noticesOf(tx, lcaId), today);
  const missing = states.filter((s) => !noticeRecorded(s.state));
  if (!missing.length) return null;
  return `${LCA_PAF_MESSAGES.noticesMissing} Missing: ${missing.map((s) => worksiteAddress(s.w)).join('; ')}.`;
}

export async function lcaNoticesOf(ctx: Ctx<LcaRefPayload>): Promise<TLcaNotices> {
  const { lca } = await visibleLca(ctx, ctx.payload.lcaId);
  return noticesView(ctx, lca, todayOf(ctx.payload));
}

/**
 * The uploaded files behind `keys`: the caller's own uploads in this tenant, active, not held by
 * another proof, photos or PDFs (a PDF must open). Anything else is 422 and nothing is stored.
 */
async function proofFiles(ctx: CallContext<unknown>, a: CaseAccess, keys: readonly string[]) {
  if (!keys.length) return [];
  const normal = keys.map((k) => normalizeKey(k));
  const again = 'Upload the file again: it was not found.';
  if (normal.some((k) => !k || tenantOfKey(k) !== ctx.scopeTenantId)) throw unprocessable('proofKeys', again);
  const wanted = [...new Set(normal as string[])];
  const rows = await ctx.tx.select().from(files).where(and(eq(files.tenantId, ctx.scopeTenantId), inArray(files.key, wanted), eq(files.status, 'active')));
  if (rows.length !== wanted.length || rows.some((r) => r.createdBy !== a.userId)) throw unprocessable('proofKeys', again);
  for (const r of rows) {
    if (!(NOTICE_PROOF_EXTENSIONS as readonly string[]).includes(r.extn.toLowerCase())) throw unprocessable('proofKeys', LCA_PAF_MESSAGES.proofType(r.name));
  }
  const held = await ctx.tx.select({ key: lcaNoticeProofs.key }).from(lcaNoticeProofs).where(inArray(lcaNoticeProofs.key, wanted)).limit(1);
  if (held.length) throw unprocessable('proofKeys', 'This file is already a proof of a notice.');
  const server = ctx.request.server;
  if (server.hasDecorator('storage')) {
    await server.storage.access.assertAttachable(ctx, rows);
    for (const r of rows.filter((x) => x.extn.toLowerCase() === 'pdf')) {
      await loadUserPdf(await readAll(await server.storage.get(r.key)), { name: r.name, path: 'proofKeys' });
    }
  }
  return rows;
}

export async function saveNotice(ctx: Ctx<typeof ZSaveLcaNoticePayload>): Promise<TLcaNotices> {
  const p = ctx.payload;
  const today = todayOf(p);
  const { a, lca } = await visibleLca(ctx, p.lcaId, true);
  const worksites = await worksitesOf(ctx.tx, lca.row.id);
  if (!worksites.some((w) => w.id === p.worksiteId)) throw unprocessable('worksiteId', LCA_PAF_MESSAGES.noWorksite);
  let before: LcaNoticeRow | undefined;
  if (p.noticeId) {
    [before] = await ctx.tx.select().from(lcaNotices).where(and(eq(lcaNotices.id, p.noticeId), eq(lcaNotices.petitionId, lca.row.id))).limit(1);
    if (!before) throw notFound('Notice not found');
  }
  const postedOn = p.postedOn !== undefined ? p.postedOn : (before?.postedOn ?? null);
  const removedOn = p.removedOn !== undefined ? p.removedOn : (before?.removedOn ?? null);
  const issues: { path: string; message: string }[] = [];
  if (removedOn && !postedOn) issues.push({ path: 'removedOn', message: 'Record the posting date before the removal date.' });
  if (removedOn && postedOn && removedOn < postedOn) issues.push({ path: 'removedOn', message: LCA_PAF_MESSAGES.removedBeforePosted });
  if (postedOn && postedOn > today) issues.push({ path: 'postedOn', message: 'The posting date cannot be in the future.' });
  if (issues.length) throw unprocessableAll(issues);
  const adding = await proofFiles(ctx, a, p.proofKeys);

  const values = {
    worksiteId: p.worksiteId,
    mode: p.mode,
    label: p.label,
    postedOn,
    removedOn,
    canComeDownOn: postedOn ? noticeCanComeDownOn(postedOn) : null,
    updatedAt: new Date(),
    ...(before && before.postedOn !== postedOn ? { remindedAt: null } : {}),
  };
  const [saved] = before
    ? await ctx.tx.update(lcaNotices).set(values).where(eq(lcaNotices.id, before.id)).returning()
    : await ctx.tx.insert(lcaNotices).values({ ...values, petitionId: lca.row.id, createdBy: a.userId }).returning();
  if (adding.length) {
    await ctx.tx
      .insert(lcaNoticeProofs)
      .values(adding.map((f) => ({ noticeId: saved!.id, petitionId: lca.row.id, key: f.key, name: f.name, mimetype: f.mimetype, size: f.size, createdBy: a.userId })));
  }
  if (p.removeProofKeys.length && before) {
    const drop = await ctx.tx
      .delete(lcaNoticeProofs)
      .where(and(eq(lcaNoticeProofs.noticeId, before.id), inArray(lcaNoticeProofs.key, p.removeProofKeys)))
      .returning({ key: lcaNoticeProofs.key });
    await releaseFiles(ctx, drop.map((d) => d.key));
  }
  const w = worksites.find((x) => x.id === p.worksiteId)!;
  const what = `${p.mode === 'electronic' ? 'Electronic notice' : 'Notice'} “${p.label}” at ${worksiteAddress(w)}`;
  const dates = [postedOn ? `posted ${postedOn}` : null, removedOn ? `removed ${removedOn}` : null].filter(Boolean).join(', ');
  const proofs = adding.length ? `, ${adding.length} proof(s) added` : '';
  await logCase(ctx.tx, a, before ? 'notice-update' : 'notice-add', lca.row, lca.row, { note: `${what}${dates ? `: ${dates}` : ''}${proofs}` });
  return noticesView(ctx, lca, today);
}

export async function deleteNotice(ctx: Ctx<typeof deleteLcaNoticeCall.payload>): Promise<TLcaNotices> {
  const p = ctx.payload;
  const { a, lca } = await visibleLca(ctx, p.lcaId, true);
  const [gone] = await ctx.tx.delete(lcaNotices).where(and(eq(lcaNotices.id, p.noticeId), eq(lcaNotices.petitionId, lca.row.id))).returning();
  if (!gone) throw notFound('Notice not found');
  const proofs = await ctx.tx.delete(lcaNoticeProofs).where(eq(lcaNoticeProofs.noticeId, gone.id)).returning({ key: lcaNoticeProofs.key });
  await releaseFiles(ctx, proofs.map((x) => x.key));
  await logCase(ctx.tx, a, 'notice-delete', lca.row, lca.row, { note: `Notice “${gone.label}” removed${proofs.length ? ` with ${proofs.length} proof(s)` : ''}` });
  return noticesView(ctx, lca, todayOf(p));
}

/* ---------------------------------------------------------------- public access file */

/** The day the LCA was withdrawn (its first status log 7), as the list's SQL reads it too. */
const withdrawnOnOf = (d: LcaDetailsRow): string | null => d.statusLogs.find((l) => l.statusId === LCA_STATUS.WITHDRAWN)?.at.slice(0, 10) ?? null;

async function everUsed(tx: Db, lcaId: string): Promise<boolean> {
  const [r] = await tx.select({ n: sql<number>`count(*)::int` }).from(lcaUsages).where(eq(lcaUsages.lcaId, lcaId));
  return Number(r?.n ?? 0) > 0;
}

async function pafRow(tx: Db, lcaId: string): Promise<LcaPafRow | undefined> {
  const [r] = await tx.select().from(lcaPafs).where(eq(lcaPafs.petitionId, lcaId)).limit(1);
  return r;
}

const dependentItems = (d: LcaDetailsRow): boolean => d.h1bDependent === true || d.wilfulViolator === true;

function missingItems(d: LcaDetailsRow, paf: LcaPafRow | undefined, notices: TLcaNotices): string[] {
  const out: string[] = [];
  if (!paf?.wageMemo) out.push('Wage memo (actual wage system)');
  if (!paf?.benefitsSummary) out.push('Benefits summary');
  if (!d.pwSource) out.push('Prevailing wage source');
  if (!notices.worksites.length || notices.worksites.some((w) => !noticeRecorded(w.state))) out.push('Posting notices of every worksite');
  if (!notices.worksites.some((w) => w.locations.some((l) => l.proofs.length))) out.push('Notice proofs (photos or PDFs)');
  return out;
}

export async function pafView(ctx: CallContext<unknown>, lca: LcaHit, today: string): Promise<TLcaPaf> {
  const d = lca.d;
  const paf = await pafRow(ctx.tx, lca.row.id);
  const notices = await noticesView(ctx, lca, today);
  const retention = retentionOf({ workersEmployed: await everUsed(ctx.tx, lca.row.id), lastWorkerLeftOn: paf?.lastWorkerLeftOn ?? null, periodEnd: d.periodEnd, withdrawnOn: withdrawnOnOf(d) });
  const dueOn = d.certifiedOn ? pafDueOn(d.certifiedOn) : null;
  const generatedOn = paf?.generatedAt ? paf.generatedAt.toISOString().slice(0, 10) : null;
  return {
    lcaId: lca.row.id,
    caseNumber: shownCaseNumber(lca.row),
    statusId: d.statusId,
    statusName: lcaStatusName(d.statusId),
    employerName: d.employerName,
    jobTitle: d.jobTitle,
    etaCaseNumber: d.etaCaseNumber,
    certifiedOn: d.certifiedOn,
    dueOn,
    overdue: !!dueOn && today > dueOn && (!generatedOn || generatedOn > dueOn),
    dependentItems: dependentItems(d),
    wageMemo: paf?.wageMemo ?? null,
    benefitsSummary: paf?.benefitsSummary ?? null,
    lastWorkerLeftOn: paf?.lastWorkerLeftOn ?? null,
    legalHoldNote: paf?.legalHoldNote ?? null,
    retention: { ...retention, label: RETENTION_BASIS_LABELS[retention.basis], legalHold: paf?.legalHold ?? false, mayPurge: mayPurge(retention.keepUntil, paf?.legalHold ?? false, today) },
    file:
      paf?.fileKey && paf.generatedAt
        ? {
            key: paf.fileKey,
            name: paf.fileName ?? 'public-access-file.pdf',
            size: paf.fileSize ?? 0,
            pages: paf.pageCount ?? 0,
            generatedAt: paf.generatedAt.toISOString(),
            generatedByName: paf.generatedByName,
            url: await proofUrl(ctx, paf.fileKey, paf.fileName ?? 'public-access-file.pdf'),
          }
        : null,
    missing: missingItems(d, paf, notices),
  };
}

export async function pafDetails(ctx: Ctx<LcaRefPayload>): Promise<TLcaPaf> {
  const { lca } = await visibleLca(ctx, ctx.payload.lcaId);
  return pafView(ctx, lca, todayOf(ctx.payload));
}

export async function updatePaf(ctx: Ctx<typeof ZUpdateLcaPafPayload>): Promise<TLcaPaf> {
  const p = ctx.payload;
  const today = todayOf(p);
  const { a, lca } = await visibleLca(ctx, p.lcaId, true);
  if (p.lastWorkerLeftOn && p.lastWorkerLeftOn > today) throw unprocessable('lastWorkerLeftOn', 'Record the last worker’s leaving day once it has passed.');
  if (p.lastWorkerLeftOn && lca.d.periodStart && p.lastWorkerLeftOn < lca.d.periodStart) throw unprocessable('lastWorkerLeftOn', 'The last worker cannot leave before the LCA’s period starts.');
  const before = await pafRow(ctx.tx, lca.row.id);
  const set = {
    ...(p.wageMemo !== undefined ? { wageMemo: p.wageMemo || null } : {}),
    ...(p.benefitsSummary !== undefined ? { benefitsSummary: p.benefitsSummary || null } : {}),
    ...(p.lastWorkerLeftOn !== undefined ? { lastWorkerLeftOn: p.lastWorkerLeftOn } : {}),
    ...(p.legalHold !== undefined ? { legalHold: p.legalHold } : {}),
    ...(p.legalHoldNote !== undefined ? { legalHoldNote: p.legalHoldNote || null } : {}),
    updatedAt: new Date(),
  };
  if (before) await ctx.tx.update(lcaPafs).set(set).where(eq(lcaPafs.petitionId, lca.row.id));
  else await ctx.tx.insert(lcaPafs).values({ petitionId: lca.row.id, ...set });
  const changed = Object.keys(set).filter((k) => k !== 'updatedAt');
  const hold = p.legalHold !== undefined && p.legalHold !== (before?.legalHold ?? false) ? (p.legalHold ? ' — legal hold set' : ' — legal hold lifted') : '';
  await logCase(ctx.tx, a, 'paf-update', lca.row, lca.row, { note: `Public access file: ${changed.join(', ') || 'no change'}${hold}` });
  return pafView(ctx, lca, today);
}

const money = (n: number | null, unit: string): string => (n === null ? '—' : `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} per ${unit}`);
const yesNo = (b: boolean | null): string => (b === null ? 'Not answered' : b ? 'Yes' : 'No');

/** The sections of the PAF (655.760(a)(1)–(10)), in order. */
function pafSections(lca: LcaHit, worksites: readonly LcaWorksiteRow[], notices: TLcaNotices, paf: LcaPafRow | undefined): PafSection[] {
  const d = lca.d;
  const wage = d.wageTo !== null && d.wageTo !== d.wageFrom ? `${money(d.wageFrom, d.wageUnit)} to ${money(d.wageTo, d.wageUnit)}` : money(d.wageFrom, d.wageUnit);
  const sections: PafSection[] = [
    {
      title: 'Certified Labor Condition Application (ETA-9035)',
      blocks: [
        [
          ['ETA case number', d.etaCaseNumber ?? '—'],
          ['Status', lcaStatusName(d.statusId)],
          ['Certified on', d.certifiedOn ?? '—'],
          ['Employer', d.employerName ?? '—'],
          ['FEIN', d.fein ?? '—'],
          ['Job title', d.jobTitle ?? '—'],
          ['SOC code', [d.socCode, d.socTitle].filter(Boolean).join(' ') || '—'],
          ['Wage level', d.wageLevel ?? '—'],
          ['Offered wage', wage],
          ['Prevailing wage', money(d.prevailingWage, d.prevailingWageUnit)],
          ['Period of employment', `${d.periodStart ?? '—'} to ${d.periodEnd ?? '—'}`],
          ['Number of H-1B workers', String(d.workers)],
          ['Full time', yesNo(d.fullTime)],
          ['H-1B dependent', yesNo(d.h1bDependent)],
          ['Wilful violator', yesNo(d.wilfulViolator)],
        ],
        'Worksites:',
        worksites.map((w, i): [string, string] => [`Worksite ${i + 1}`, `${worksiteAddress(w)}${w.workers ? ` (${w.workers} worker(s))` : ''}${w.thirdParty ? ', third-party site' : ''}`]),
        'The signed copy of the certified ETA-9035 as returned by the Department of Labor is kept with this file.',
      ],
    },
    {
      title: 'Wage memo: the actual wage system',
      blocks: [
        `The wage rate to be paid to the H-1B worker(s) under this LCA: ${wage}.`,
        paf?.wageMemo ?? 'No wage memo has been written yet. Describe how the employer sets actual wages (experience, qualifications, education, job responsibilities, performance) before this file is shown to the public.',
      ],
    },
    {
      title: 'Prevailing wage source',
      blocks: [
        [
          ['Source', d.pwSource ? LCA_PW_SOURCE_LABELS[d.pwSource as LcaPwSource] : 'Not recorded'],
          ['Publication / year', d.pwSourceDetail ?? '—'],
          ['Prevailing wage', money(d.prevailingWage, d.prevailingWageUnit)],
          ['Wage level', d.wageLevel ?? '—'],
          ['SOC code', d.socCode ?? '—'],
        ],
      ],
    },
    {
      title: 'Notice of filing: posting record',
      blocks: [
        `Notice given at each place of employment: two conspicuous locations for ${notices.noticeDays} ${notices.noticeDayKind} days, or electronically (20 CFR 655.734). The proofs follow.`,
        ...notices.worksites.flatMap((w, i) => [
          `Worksite ${i + 1}: ${w.address}`,
          w.locations.length
            ? w.locations.map((l): [string, string] => [
                l.mode === 'electronic' ? 'Electronic notice' : 'Hard copy',
                `${l.label}: ${l.postedOn ? `posted ${l.postedOn}` : 'not posted'}${l.removedOn ? `, removed ${l.removedOn}` : l.postedOn ? ', still up' : ''}${l.canComeDownOn ? ` (may come down ${l.canComeDownOn})` : ''}; ${l.proofs.length} proof(s)`,
              ])
            : [['Notice', 'Not recorded']] as [string, string][],
        ]),
      ],
    },
    {
      title: 'Summary of benefits',
      blocks: [paf?.benefitsSummary ?? 'No benefits summary has been written yet. Summarize the benefits offered to U.S. workers in the same occupation and state that H-1B workers are offered them on the same basis.'],
    },
  ];
  if (dependentItems(d)) {
    sections.push({
      title: 'H-1B dependent or wilful violator employer: additional items',
      blocks: [
        [
          ['H-1B dependent', yesNo(d.h1bDependent)],
          ['Wilful violator', yesNo(d.wilfulViolator)],
          ['Only exempt H-1B workers', yesNo(d.exemptOnly)],
          ['Headcounts (FTE / H-1B / exempt)', d.fteCount === null ? '—' : `${d.fteCount} / ${d.h1bCount ?? 0} / ${d.exemptH1bCount ?? 0}`],
        ],
        d.exemptOnly
          ? '655.760(a)(7): the employer attests it will employ only exempt H-1B workers under this LCA; the record of each worker’s wage ($60,000 or more) or master’s degree in a specialty is kept with this file.'
          : '655.760(a)(8)–(10): the employer attests it will not displace U.S. workers within 90 days before or after filing an H-1B petition, will inquire of secondary employers, and has recruited U.S. workers in good faith offering at least the H-1B wage. A summary of the recruitment methods and the non-displacement records are kept with this file.',
      ],
    });
  }
  return sections;
}

export async function generatePaf(ctx: Ctx<LcaRefPayload>): Promise<TLcaPaf> {
  const p = ctx.payload;
  const today = todayOf(p);
  const { a, lca } = await visibleLca(ctx, p.lcaId, true);
  if (!lca.d.certifiedOn) throw unprocessable('lcaId', LCA_PAF_MESSAGES.notCertified);
  const storage = storageOf(ctx);
  const worksites = await worksitesOf(ctx.tx, lca.row.id);
  const notices = await noticesView(ctx, lca, today);
  const before = await pafRow(ctx.tx, lca.row.id);
  const proofRows = await ctx.tx.select().from(lcaNoticeProofs).where(eq(lcaNoticeProofs.petitionId, lca.row.id)).orderBy(asc(lcaNoticeProofs.createdAt));
  const proofs: PafProofInput[] = [];
  for (const w of notices.worksites) {
    for (const l of w.locations) {
      for (const pr of proofRows.filter((x) => x.noticeId === l.id)) {
        // A proof whose bytes cannot be read is named on a page of its own rather than failing the PAF.
        const bytes = await storage
          .get(pr.key)
          .then(readAll)
          .catch(() => null);
        proofs.push({
          name: pr.name,
          mimetype: bytes ? pr.mimetype : 'unavailable',
          bytes: bytes ?? new Uint8Array(),
          caption: `${w.address} — ${l.label} (${l.mode === 'electronic' ? 'electronic' : 'hard copy'}), posted ${l.postedOn ?? '—'}`,
        });
      }
    }
  }
  const caseNumber = shownCaseNumber(lca.row);
  const sections = pafSections(lca, worksites, notices, before);
  const pdf = await buildPafPdf({
    title: `Public Access File — LCA ${lca.d.etaCaseNumber ?? caseNumber}`,
    subtitle: `${lca.d.employerName ?? 'Employer'} · ${lca.d.jobTitle ?? 'Position'} · certified ${lca.d.certifiedOn} · available to the public within one working day (by ${pafDueOn(lca.d.certifiedOn)})`,
    generatedOn: today,
    sections,
    proofsAfter: 'Notice of filing: posting record',
    proofs,
    firmName: ctx.tenant?.name,
  });
  const key = newStorageKey(ctx.scopeTenantId, 'pdf');
  const fileName = `public-access-file-${(lca.d.etaCaseNumber ?? caseNumber).replace(/[^\w-]+/g, '-')}.pdf`;
  await storage.put(key, Buffer.from(pdf.bytes), { contentType: 'application/pdf', size: pdf.bytes.length });
  await ctx.tx.insert(files).values({
    key,
    name: fileName,
    mimetype: 'application/pdf',
    extn: 'pdf',
    size: pdf.bytes.length,
    sha256: createHash('sha256').update(pdf.bytes).digest('hex'),
    createdBy: a.userId,
  });
  const set = { fileKey: key, fileName, fileSize: pdf.bytes.length, pageCount: pdf.pages, generatedAt: new Date(), generatedBy: a.userId, generatedByName: a.userName, updatedAt: new Date() };
  if (before) await ctx.tx.update(lcaPafs).set(set).where(eq(lcaPafs.petitionId, lca.row.id));
  else await ctx.tx.insert(lcaPafs).values({ petitionId: lca.row.id, ...set });
  if (before?.fileKey) await releaseFiles(ctx, [before.fileKey]);
  await logCase(ctx.tx, a, 'paf-generate', lca.row, lca.row, { note: `Public access file generated (${pdf.pages} pages, ${proofs.length} notice proof(s))` });
  return pafView(ctx, lca, today);
}

/* ---------------------------------------------------------------- lists */

const years = sql.raw(String(Math.trunc(LCA_PAF_RULES.retentionYears)));
/** The retention day in SQL: the same rule as retentionOf (655.760(c)). */
const keepUntilSql = sql<string | null>`(case
  when ${lcaPafs.lastWorkerLeftOn} is not null then (${lcaPafs.lastWorkerLeftOn} + make_interval(years => ${years}))::date
  when exists (select 1 from ${lcaUsages} u where u.lca_id = ${petitions.id}) then null
  else (least((select min(left(e->>'at', 10)::date) from jsonb_array_elements(${lcaDetails.statusLogs}) e where (e->>'statusId')::int = ${sql.raw(String(LCA_STATUS.WITHDRAWN))}), ${lcaDetails.periodEnd}) + make_interval(years => ${years}))::date
end)`;
const openRequestsSql = sql<number>`(select count(*)::int from ${lcaPafRequests} r where r.petition_id = ${petitions.id} and r.answered_on is null)`;

export async function listPafs(ctx: Ctx<typeof ZListLcaPafsPayload>): Promise<TListLcaPafsResult> {
  const p = ctx.payload;
  const today = todayOf(p);
  const a = await caseAccess(ctx);
  const keepUntil = sql`${keepUntilSql}`;
  const search = p.search ? likePattern(p.search) : null;
  const where = and(
    lcaVisibility(a),
    isNull(petitions.deletedAt),
    p.view === 'certified' ? isNotNull(lcaDetails.certifiedOn) : undefined,
    p.view === 'purge' ? and(sql`${keepUntil} < ${today}::date`, sql`coalesce(${lcaPafs.legalHold}, false) = false`) : undefined,
    search
      ? or(ilike(petitions.caseNumber, search), ilike(sql`coalesce(${petitions.customCaseNumber}, '')`, search), ilike(sql`coalesce(${lcaDetails.etaCaseNumber}, '')`, search), ilike(sql`coalesce(${lcaDetails.employerName}, '')`, search), ilike(sql`coalesce(${lcaDetails.jobTitle}, '')`, search))
      : undefined,
  );
  const dir = (e: SQL | typeof petitions.caseNumber) => (p.sort.order === 1 ? sql`${e} asc nulls last` : sql`${e} desc nulls last`);
  const sortExpr: Record<(typeof p.sort)['field'], SQL> = {
    // The due day is one working day after certification: the same order as certifiedOn.
    dueOn: dir(lcaDetails.certifiedOn as never),
    certifiedOn: dir(lcaDetails.certifiedOn as never),
    keepUntil: dir(keepUntil),
    caseNumber: dir(petitions.caseNumber),
    employerName: dir(lcaDetails.employerName as never),
  };
  const base = ctx.tx
    .select({
      id: petitions.id,
      caseNumber: petitions.caseNumber,
      customCaseNumber: petitions.customCaseNumber,
      statusId: lcaDetails.statusId,
      employerName: lcaDetails.employerName,
      jobTitle: lcaDetails.jobTitle,
      certifiedOn: lcaDetails.certifiedOn,
      generatedAt: lcaPafs.generatedAt,
      legalHold: lcaPafs.legalHold,
      keepUntil: sql<string | null>`to_char(${keepUntil}, 'YYYY-MM-DD')`,
      openRequests: openRequestsSql,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(petitions)
    .innerJoin(lcaDetails, eq(lcaDetails.petitionId, petitions.id))
    .leftJoin(lcaPafs, eq(lcaPafs.petitionId, petitions.id))
    .where(where);
  const rows = await base.orderBy(sortExpr[p.sort.field], desc(petitions.id)).limit(p.perpage).offset((p.page - 1) * p.perpage);
  let count = Number(rows[0]?.total ?? 0);
  if (!rows.length && p.page > 1) {
    const [c] = await ctx.tx
      .select({ n: sql<number>`count(*)::int` })
      .from(petitions)
      .innerJoin(lcaDetails, eq(lcaDetails.petitionId, petitions.id))
      .leftJoin(lcaPafs, eq(lcaPafs.petitionId, petitions.id))
      .where(where);
    count = Number(c?.n ?? 0);
  }
  const data: TLcaPafListItem[] = rows.map((r) => {
    const dueOn = r.certifiedOn ? pafDueOn(r.certifiedOn) : null;
    const generatedOn = r.generatedAt ? r.generatedAt.toISOString().slice(0, 10) : null;
    return {
      lcaId: r.id,
      caseNumber: r.customCaseNumber ?? r.caseNumber,
      statusId: r.statusId,
      statusName: lcaStatusName(r.statusId),
      employerName: r.employerName,
      jobTitle: r.jobTitle,
      certifiedOn: r.certifiedOn,
      dueOn,
      overdue: !!dueOn && today > dueOn && (!generatedOn || generatedOn > dueOn),
      generatedAt: r.generatedAt ? r.generatedAt.toISOString() : null,
      keepUntil: r.keepUntil,
      legalHold: r.legalHold ?? false,
      mayPurge: mayPurge(r.keepUntil, r.legalHold ?? false, today),
      openRequests: Number(r.openRequests),
    };
  });
  return { data, count, page: p.page, perpage: p.perpage };
}

function requestView(r: LcaPafRequestRow, lca: { caseNumber: string; employerName: string | null }, today: string): TPafRequest {
  return {
    id: r.id,
    lcaId: r.petitionId,
    caseNumber: lca.caseNumber,
    employerName: lca.employerName,
    requesterName: r.requesterName,
    requesterContact: r.requesterContact,
    channel: r.channel as TPafRequest['channel'],
    receivedOn: r.receivedOn,
    dueOn: r.dueOn,
    answeredOn: r.answeredOn,
    answerMethod: (r.answerMethod as TPafRequest['answerMethod']) ?? null,
    note: r.note,
    late: r.answeredOn ? r.answeredOn > r.dueOn : today > r.dueOn,
    createdByName: r.createdByName,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listRequests(ctx: Ctx<typeof ZListPafRequestsPayload>): Promise<TListPafRequestsResult> {
  const p = ctx.payload;
  const today = todayOf(p);
  const a = await caseAccess(ctx);
  const search = p.search ? likePattern(p.search) : null;
  const where = and(
    lcaVisibility(a),
    isNull(petitions.deletedAt),
    p.lcaId ? eq(lcaPafRequests.petitionId, p.lcaId) : undefined,
    p.status === 'open' ? isNull(lcaPafRequests.answeredOn) : p.status === 'answered' ? isNotNull(lcaPafRequests.answeredOn) : undefined,
    search
      ? or(ilike(lcaPafRequests.requesterName, search), ilike(sql`coalesce(${lcaPafRequests.requesterContact}, '')`, search), ilike(petitions.caseNumber, search), ilike(sql`coalesce(${lcaDetails.employerName}, '')`, search))
      : undefined,
  );
  const col = { receivedOn: lcaPafRequests.receivedOn, dueOn: lcaPafRequests.dueOn, answeredOn: lcaPafRequests.answeredOn, requesterName: lcaPafRequests.requesterName }[p.sort.field];
  const order = p.sort.order === 1 ? sql`${col} asc nulls last` : sql`${col} desc nulls last`;
  const rows = await ctx.tx
    .select({ r: lcaPafRequests, caseNumber: petitions.caseNumber, customCaseNumber: petitions.customCaseNumber, employerName: lcaDetails.employerName, total: sql<number>`count(*) over ()::int` })
    .from(lcaPafRequests)
    .innerJoin(petitions, eq(petitions.id, lcaPafRequests.petitionId))
    .innerJoin(lcaDetails, eq(lcaDetails.petitionId, petitions.id))
    .where(where)
    .orderBy(order, desc(lcaPafRequests.createdAt), desc(lcaPafRequests.id))
    .limit(p.perpage)
    .offset((p.page - 1) * p.perpage);
  let count = Number(rows[0]?.total ?? 0);
  if (!rows.length && p.page > 1) {
    const [c] = await ctx.tx
      .select({ n: sql<number>`count(*)::int` })
      .from(lcaPafRequests)
      .innerJoin(petitions, eq(petitions.id, lcaPafRequests.petitionId))
      .innerJoin(lcaDetails, eq(lcaDetails.petitionId, petitions.id))
      .where(where);
    count = Number(c?.n ?? 0);
  }
  return {
    data: rows.map((x) => requestView(x.r, { caseNumber: x.customCaseNumber ?? x.caseNumber, employerName: x.employerName }, today)),
    count,
    page: p.page,
    perpage: p.perpage,
  };
}

export async function saveRequest(ctx: Ctx<typeof ZSavePafRequestPayload>): Promise<TPafRequest> {
  const p = ctx.payload;
  const today = todayOf(p);
  const { a, lca } = await visibleLca(ctx, p.lcaId, true);
  const issues: { path: string; message: string }[] = [];
  if (p.receivedOn > today) issues.push({ path: 'receivedOn', message: 'The request cannot be received in the future.' });
  if (p.answeredOn && p.answeredOn < p.receivedOn) issues.push({ path: 'answeredOn', message: LCA_PAF_MESSAGES.answeredBeforeReceived });
  if (p.answeredOn && p.answeredOn > today) issues.push({ path: 'answeredOn', message: 'Record the answer once it is given.' });
  if (p.answeredOn && !p.answerMethod) issues.push({ path: 'answerMethod', message: 'Say how the request was answered.' });
  if (!p.answeredOn && p.answerMethod) issues.push({ path: 'answeredOn', message: 'Give the day the request was answered.' });
  if (issues.length) throw unprocessableAll(issues);
  let before: LcaPafRequestRow | undefined;
  if (p.requestId) {
    [before] = await ctx.tx.select().from(lcaPafRequests).where(and(eq(lcaPafRequests.id, p.requestId), eq(lcaPafRequests.petitionId, lca.row.id))).limit(1);
    if (!before) throw notFound('Request not found');
  }
  const values = {
    requesterName: p.requesterName,
    requesterContact: p.requesterContact ?? null,
    channel: p.channel,
    receivedOn: p.receivedOn,
    dueOn: pafRequestDueOn(p.receivedOn),
    answeredOn: p.answeredOn ?? null,
    answerMethod: p.answerMethod ?? null,
    note: p.note ?? null,
    updatedAt: new Date(),
  };
  const [saved] = before
    ? await ctx.tx.update(lcaPafRequests).set(values).where(eq(lcaPafRequests.id, before.id)).returning()
    : await ctx.tx.insert(lcaPafRequests).values({ ...values, petitionId: lca.row.id, createdBy: a.userId, createdByName: a.userName }).returning();
  const note = before
    ? `PAF request of ${p.requesterName} updated${p.answeredOn ? `: answered ${p.answeredOn} (${p.answerMethod})` : ''}`
    : `PAF request logged: ${p.requesterName}, received ${p.receivedOn}, due ${values.dueOn}`;
  await logCase(ctx.tx, a, before ? 'paf-request-update' : 'paf-request', lca.row, lca.row, { note });
  return requestView(saved!, { caseNumber: shownCaseNumber(lca.row), employerName: lca.d.employerName }, today);
}
