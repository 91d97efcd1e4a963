import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import {
  CASE_CONFIG_DATA_KEY,
  CASE_TYPE_BY_ID,
  canCompleteActivity,
  changedAnswerKeys,
  DEFAULT_TEMPLATES,
  defaultTemplate,
  isAnswerBlank,
  isSubTypeOf,
  pruneAnswers,
  QUESTIONNAIRE_LANGUAGES,
  templateSections,
  validateAnswers,
  validateFieldValue,
  visibleFields,
  ZQuestionnaireField,
  type QuestionnaireKind,
  type QuestionnaireLanguage,
  type TAnswers,
  type TQuestionnaireField,
} from 'shared/domain';
import {
  applyPassportFields,
  parseTemplateId,
  QUESTIONNAIRE_LINK_PURPOSE,
  templateIdOf,
  type TFillView,
  type TQuestionnaireChangeListResult,
  type TQuestionnaireView,
  type TTemplateDetails,
  type TTemplateSummary,
  type ZFillQuestionnaireDetailsPayload,
  type ZFillQuestionnaireSavePayload,
  type ZFillQuestionnaireSubmitPayload,
  type ZFillQuestionnaireUploadPayload,
  type ZFillQuestionnaireDeleteUploadPayload,
  type ZQuestionnaireChangeListPayload,
  type ZQuestionnaireDetailsPayload,
  type ZQuestionnaireTemplateDetailsPayload,
  type ZQuestionnaireTemplateListPayload,
  type ZQuestionnaireTemplateResetPayload,
  type ZQuestionnaireTemplateSavePayload,
  type ZQuestionnaireUpdateAnswersPayload,
  type ZRevokeQuestionnaireLinkPayload,
  type ZSendQuestionnairePayload,
} from 'shared/contract';
import { issueLinkToken, linkTokenState } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { iso } from '../../platform/data';
import { AppError, conflict, notFound, unprocessableAll as unprocessable, type CallContext, type Ctx } from '../../platform/http';
import { files } from '../../platform/storage/storage.table';
import { beneficiaries } from '../beneficiaries';
import { caseTypeNamerOf, passportSettingsOf } from '../case-config';
import { publicOrigin } from '../auth';
import { caseAccess, type CaseAccess, shownCaseNumber, subTypeName, typeName, workflowOf, workflowStateOf, activeUsersById, notifyCaseUsers, usersForRoles, findVisibleCase, completeAndNotify, logCase, petitions, type PetitionRow } from '../petitions';
import { FILL_PAGES, MAIL_WORDS, mailTemplateFor } from './questionnaires.mail';
import * as repo from './questionnaires.repository';
import type { QuestionnaireRow, QuestionnaireTemplateRow } from './questionnaires.table';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The workflow activity a beneficiary questionnaire completes (status 2 Questionnaire Submitted). */
export const QUESTIONNAIRE_ACTIVITY = 'SUBMIT_BY_BENEFICIARY' as const;
/** The case team told of a submission: the users in the case's staff slots. */
const TEAM_ROLES = [5, 6, 7, 8, 9, 10];

/** The platform's helpers, under the names the questionnaire files use. */
export { iso, unprocessable };

const parseFields = (raw: unknown): TQuestionnaireField[] => {
  const list = Array.isArray(raw) ? raw : [];
  return list.flatMap((f) => {
    const r = ZQuestionnaireField.safeParse(f);
    return r.success ? [r.data] : [];
  });
};

// ─────────────────────────── templates ───────────────────────────

function summaryOf(
  kind: QuestionnaireKind,
  typeId: number,
  subTypeId: number,
  name: string,
  fields: TQuestionnaireField[],
  row?: QuestionnaireTemplateRow,
): TTemplateDetails {
  return {
    id: templateIdOf(kind, typeId, subTypeId),
    kind,
    typeId: typeId || null,
    typeName: typeId ? typeName(typeId) : null,
    subTypeId: subTypeId || null,
    subTypeName: subTypeId ? subTypeName(subTypeId) : null,
    name,
    fieldCount: fields.length,
    sectionCount: templateSections(fields).length,
    source: row ? 'tenant' : 'default',
    updatedAt: iso(row?.updatedAt),
    updatedByName: row?.updatedByName ?? null,
    fields,
  };
}

const fromRow = (row: QuestionnaireTemplateRow): TTemplateDetails =>
  summaryOf(row.kind as QuestionnaireKind, row.typeId, row.subTypeId, row.name, parseFields(row.fields), row);

const fromDefault = (kind: QuestionnaireKind, typeId: number, subTypeId: number): TTemplateDetails => {
  const d = defaultTemplate(kind, typeId || null);
  return summaryOf(kind, typeId, subTypeId, d.name, d.fields);
};

/** A template id that names a real case type/subtype (404 otherwise). */
function checkTemplateId(id: string): { kind: QuestionnaireKind; typeId: number; subTypeId: number } {
  const t = parseTemplateId(id);
  if (!t) throw notFound('Template not found');
  if (t.typeId && !CASE_TYPE_BY_ID.has(t.typeId)) throw notFound('Template not found');
  if (t.subTypeId && (!t.typeId || !isSubTypeOf(t.subTypeId, t.typeId))) throw notFound('Template not found');
  return t;
}

/** The template in force for a kind and case type/subtype: the tenant's most specific, else the default. */
export async function templateInForce(
  tx: Db,
  kind: QuestionnaireKind,
  typeId: number,
  subTypeId: number | null,
): Promise<TTemplateDetails> {
  const tries: [number, number][] = [];
  if (subTypeId) tries.push([typeId, subTypeId]);
  tries.push([typeId, 0]);
  if (kind !== 'beneficiary') tries.push([0, 0]);
  for (const [t, s] of tries) {
    const row = await repo.templateRow(tx, kind, t, s);
    if (row) return fromRow(row);
  }
  return fromDefault(kind, kind === 'beneficiary' ? typeId : 0, 0);
}

/**
 * The template a case's questionnaire is made from (issue 16.2 and 16.4): the template the firm
 * configured for the case's type/subtype when the case was created (if of this kind), else the
 * template in force; with the firm's passport fields applied (left out when not collected,
 * required as chosen).
 */
async function templateForCase(tx: Db, kind: QuestionnaireKind, row: PetitionRow): Promise<TTemplateDetails> {
  const configured = ((row.data as Record<string, unknown> | null)?.[CASE_CONFIG_DATA_KEY] as { questionnaireTemplateId?: unknown } | undefined)?.questionnaireTemplateId;
  const own = typeof configured === 'string' ? await repo.templateById(tx, configured) : undefined;
  const t = own && own.kind === kind ? fromRow(own) : await templateInForce(tx, kind, row.typeId, row.subTypeId);
  const passport = await passportSettingsOf(tx);
  if (!passport.saved) return t;
  const fields = applyPassportFields(t.fields, passport.data);
  return { ...t, fields, fieldCount: fields.length, sectionCount: templateSections(fields).length };
}

export async function templateList(
  ctx: Ctx<typeof ZQuestionnaireTemplateListPayload>,
): Promise<{ data: TTemplateSummary[] }> {
  const kind = ctx.payload.kind;
  const rows = await repo.templateRows(ctx.tx, kind);
  const byId = new Map<string, TTemplateSummary>();
  for (const d of DEFAULT_TEMPLATES) {
    if (kind && d.kind !== kind) continue;
    const { fields: _f, ...s } = fromDefault(d.kind, d.typeId ?? 0, 0);
    byId.set(s.id, s);
  }
  for (const r of rows) {
    const { fields: _f, ...s } = fromRow(r);
    byId.set(s.id, s);
  }
  const order = ['beneficiary', 'petitioner', 'sponsor', 'investor'];
  const data = [...byId.values()].sort(
    (a, b) =>
      order.indexOf(a.kind) - order.indexOf(b.kind) ||
      (a.typeId ?? 0) - (b.typeId ?? 0) ||
      (a.subTypeId ?? 0) - (b.subTypeId ?? 0),
  );
  return { data };
}

export async function templateDetails(
  ctx: Ctx<typeof ZQuestionnaireTemplateDetailsPayload>,
): Promise<TTemplateDetails> {
  const t = checkTemplateId(ctx.payload.templateId);
  const row = await repo.templateRow(ctx.tx, t.kind, t.typeId, t.subTypeId);
  return row ? fromRow(row) : fromDefault(t.kind, t.typeId, t.subTypeId);
}

export async function templateSave(ctx: Ctx<typeof ZQuestionnaireTemplateSavePayload>): Promise<TTemplateDetails> {
  const t = checkTemplateId(ctx.payload.templateId);
  const s = ctx.session!;
  const row = await repo.upsertTemplate(ctx.tx, {
    kind: t.kind,
    typeId: t.typeId,
    subTypeId: t.subTypeId,
    name: ctx.payload.template.name,
    fields: ctx.payload.template.fields,
    updatedBy: s.userId,
    updatedByName: s.name,
  });
  return fromRow(row);
}

export async function templateReset(ctx: Ctx<typeof ZQuestionnaireTemplateResetPayload>): Promise<TTemplateDetails> {
  const t = checkTemplateId(ctx.payload.templateId);
  await repo.deleteTemplate(ctx.tx, t.kind, t.typeId, t.subTypeId);
  return fromDefault(t.kind, t.typeId, t.subTypeId);
}

// ─────────────────────────── case questionnaires ───────────────────────────

export async function beneficiaryOf(tx: Db, row: PetitionRow) {
  if (!row.beneficiaryId) return undefined;
  const [b] = await tx
    .select({
      id: beneficiaries.id,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      middleName: beneficiaries.middleName,
      email: beneficiaries.email,
      dateOfBirth: beneficiaries.dateOfBirth,
      passportNumber: beneficiaries.passportNumber,
      passportExpiry: beneficiaries.passportExpiry,
      userId: beneficiaries.userId,
      profile: beneficiaries.profile,
    })
    .from(beneficiaries)
    .where(eq(beneficiaries.id, row.beneficiaryId))
    .limit(1);
  if (!b) return undefined;
  const { profile, ...rest } = b;
  return { ...rest, preferredLanguage: preferredLanguageOf(profile) };
}

/**
 * What the firm already knows of the client, as answers of the beneficiary questionnaire: shown
 * filled in on the fill page (issue 20 point 6) for every such question the draft leaves blank.
 */
export function knownFacts(ben: Awaited<ReturnType<typeof beneficiaryOf>>): TAnswers {
  if (!ben) return {};
  const facts: TAnswers = {
    'beneficiary.name.first': ben.firstName,
    'beneficiary.name.last': ben.lastName,
    'beneficiary.name.middle': ben.middleName ?? '',
    'beneficiary.email': ben.email ?? '',
    'beneficiary.dateOfBirth': ben.dateOfBirth ?? '',
    'beneficiary.passport.number': ben.passportNumber ?? '',
    'beneficiary.passport.expiryDate': ben.passportExpiry ?? '',
  };
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
}

/** The client's language kept on the beneficiary's profile (beneficiary form, "Preferred language"). */
function preferredLanguageOf(profile: unknown): QuestionnaireLanguage | null {
  const l = (profile as { preferredLanguage?: unknown } | null)?.preferredLanguage;
  return typeof l === 'string' && (QUESTIONNAIRE_LANGUAGES as readonly string[]).includes(l)
    ? (l as QuestionnaireLanguage)
    : null;
}

export const fullName = (b: { firstName: string; lastName: string } | undefined): string | null =>
  b ? `${b.firstName} ${b.lastName}`.trim() || null : null;

/** The state of a link token by its id: none, live, expired, revoked or used. */
export const linkStateOf = (tx: Db, linkId: string | null | undefined): Promise<TQuestionnaireView['linkState']> =>
  linkTokenState(tx, linkId);

async function viewOf(
  ctx: CallContext<unknown>,
  row: PetitionRow,
  kind: QuestionnaireKind,
  q: QuestionnaireRow | undefined,
): Promise<TQuestionnaireView> {
  const b = await beneficiaryOf(ctx.tx, row);
  const template = q ? null : await templateForCase(ctx.tx, kind, row);
  return {
    id: q?.id ?? null,
    petitionId: row.id,
    caseNumber: shownCaseNumber(row),
    typeName: (await caseTypeNamerOf(ctx.tx)).typeName(row.typeId),
    beneficiaryName: fullName(b),
    beneficiaryEmail: b?.email ?? null,
    beneficiaryLanguage: b?.preferredLanguage ?? null,
    kind,
    templateName: q?.templateName ?? template!.name,
    fields: q ? parseFields(q.fields) : template!.fields,
    answers: (q?.answers ?? {}) as TAnswers,
    status: (q?.status ?? 'not-sent') as TQuestionnaireView['status'],
    sentTo: q?.sentTo ?? null,
    sentAt: iso(q?.sentAt),
    language: (q?.language ?? null) as QuestionnaireLanguage | null,
    linkState: await linkStateOf(ctx.tx, q?.linkId),
    linkExpiresAt: iso(q?.linkExpiresAt),
    lastSavedAt: iso(q?.lastSavedAt),
    submittedAt: iso(q?.submittedAt),
  };
}

/** The case's questionnaire, created from the template in force when missing. */
export async function ensureQuestionnaire(
  tx: Db,
  row: PetitionRow,
  kind: QuestionnaireKind,
): Promise<QuestionnaireRow> {
  const existing = await repo.questionnaireOf(tx, row.id, kind, true);
  if (existing) return existing;
  const t = await templateForCase(tx, kind, row);
  return repo.insertQuestionnaire(tx, {
    petitionId: row.id,
    kind,
    templateName: t.name,
    fields: t.fields,
    answers: {},
    status: 'not-sent',
  });
}

async function staffCase(
  ctx: CallContext<{ petitionId: string }>,
  lock = false,
): Promise<{ a: CaseAccess; row: PetitionRow }> {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId, { lock });
  return { a, row };
}

/**
 * Issues a new link of a questionnaire (revoking the one before), records the send in its change
 * log and mails it in the client's language. Returns the fill page's path with the token.
 */
export async function issueQuestionnaireLink(
  ctx: CallContext<unknown>,
  row: PetitionRow,
  q: QuestionnaireRow,
  o: {
    to: string;
    name: string;
    language: QuestionnaireLanguage;
    days: number;
    by: { userId: string | null; userName: string; via: 'staff' | 'link' };
  },
): Promise<{ after: QuestionnaireRow; path: string; resend: boolean }> {
  const resend = q.linkId !== null;
  await repo.revokeLinks(ctx.tx, q.id);
  const { token, expiresAt } = await issueLinkToken(ctx.tx, {
    purpose: QUESTIONNAIRE_LINK_PURPOSE,
    recordId: q.id,
    ttlMs: o.days * DAY_MS,
    ...(o.by.via === 'staff' && o.by.userId ? { createdBy: o.by.userId } : {}),
  });
  const link = await repo.linkByToken(ctx.tx, token);
  const after = await repo.updateQuestionnaire(ctx.tx, q.id, {
    status: q.status === 'not-sent' ? 'sent' : q.status,
    sentTo: o.to,
    sentAt: new Date(),
    sentBy: o.by.via === 'staff' ? o.by.userId : null,
    language: o.language,
    linkId: link!.id,
    linkExpiresAt: expiresAt,
    linkRevokedAt: null,
  });
  await repo.insertChange(ctx.tx, {
    questionnaireId: q.id,
    petitionId: row.id,
    action: resend ? 'resend' : 'send',
    userId: o.by.via === 'staff' ? o.by.userId : null,
    userName: o.by.userName,
    via: o.by.via,
    before: null,
    after: { sentTo: o.to, expiresAt: expiresAt.toISOString(), language: o.language },
  });
  const kind = q.kind as QuestionnaireKind;
  // The staff's choice of language wins over the browser's on the page (the switcher still overrides).
  const path = `${FILL_PAGES[kind]}/${row.id}?token=${encodeURIComponent(token)}&lang=${o.language}`;
  const server = ctx.request.server;
  if (server.hasDecorator('mailer')) {
    await server.mailer.send(ctx.tx, {
      tenantId: ctx.scopeTenantId,
      to: o.to,
      template: mailTemplateFor('questionnaire-link', o.language),
      data: {
        name: o.name,
        caseNo: shownCaseNumber(row),
        typeName: (await caseTypeNamerOf(ctx.tx)).typeName(row.typeId),
        firmName: ctx.tenant?.name ?? '',
        expiresOn: expiresAt.toISOString().slice(0, 10),
        actionLabel: MAIL_WORDS[o.language].fillAction,
        actionUrl: `${publicOrigin(ctx)}${path}`,
      },
    });
  }
  return { after, path, resend };
}

export async function sendQuestionnaire(ctx: Ctx<typeof ZSendQuestionnairePayload>): Promise<TQuestionnaireView> {
  const p = ctx.payload;
  const { a, row } = await staffCase(ctx, true);
  const b = await beneficiaryOf(ctx.tx, row);
  const to = p.email ?? b?.email ?? null;
  if (!to) {
    throw unprocessable([
      {
        path: 'email',
        message: 'The beneficiary has no e-mail address. Enter the address to send the questionnaire to.',
      },
    ]);
  }
  const q = await ensureQuestionnaire(ctx.tx, row, p.kind);
  if (q.status === 'submitted')
    throw conflict('This questionnaire has been submitted. Correct its answers on the questionnaire page instead.');
  const { after, resend } = await issueQuestionnaireLink(ctx, row, q, {
    to,
    name: p.kind === 'beneficiary' ? (fullName(b) ?? to) : to,
    language: p.language ?? (q.language as QuestionnaireLanguage | null) ?? b?.preferredLanguage ?? 'en',
    days: p.expiresInDays,
    by: { userId: a.userId, userName: a.userName, via: 'staff' },
  });
  await logCase(ctx.tx, a, 'send-questionnaire', row, row, {
    note: `Questionnaire ${resend ? 're-sent' : 'sent'} to ${to}.`,
  });
  return viewOf(ctx, row, p.kind, after);
}

export async function revokeLink(ctx: Ctx<typeof ZRevokeQuestionnaireLinkPayload>): Promise<TQuestionnaireView> {
  const { a, row } = await staffCase(ctx, true);
  const q = await repo.questionnaireOf(ctx.tx, row.id, ctx.payload.kind, true);
  if (!q || (await linkStateOf(ctx.tx, q.linkId)) !== 'live') throw conflict('There is no live link to revoke.');
  await repo.revokeLinks(ctx.tx, q.id);
  const after = await repo.updateQuestionnaire(ctx.tx, q.id, { linkRevokedAt: new Date() });
  await repo.insertChange(ctx.tx, {
    questionnaireId: q.id,
    petitionId: row.id,
    action: 'revoke',
    userId: a.userId,
    userName: a.userName,
    via: 'staff',
  });
  return viewOf(ctx, row, ctx.payload.kind, after);
}

export async function questionnaireDetails(ctx: Ctx<typeof ZQuestionnaireDetailsPayload>): Promise<TQuestionnaireView> {
  const { row } = await staffCase(ctx);
  return viewOf(ctx, row, ctx.payload.kind, await repo.questionnaireOf(ctx.tx, row.id, ctx.payload.kind));
}

/**
 * Answers only for the template's keys (a key it does not know is a 422), and documents only of
 * this case: a file answer must name a stored file of the case (no other case's or tenant's key).
 */
async function knownAnswers(
  tx: Db,
  petitionId: string,
  fields: readonly TQuestionnaireField[],
  answers: TAnswers,
): Promise<TAnswers> {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const unknown = Object.keys(answers).filter((k) => !byKey.has(k));
  if (unknown.length)
    throw unprocessable(
      unknown.map((k) => ({ path: `answers.${k}`, message: `${k} is not a field of this questionnaire` })),
    );
  const wanted = new Map<string, string>();
  for (const [k, v] of Object.entries(answers)) {
    if (byKey.get(k)?.type !== 'file' || !Array.isArray(v)) continue;
    for (const item of v) if (typeof item === 'object' && item && 'key' in item) wanted.set(item.key, k);
  }
  if (wanted.size) {
    const found = await tx
      .select({ key: files.key })
      .from(files)
      .where(and(inArray(files.key, [...wanted.keys()]), eq(files.petitionId, petitionId), eq(files.status, 'active')));
    const ok = new Set(found.map((f) => f.key));
    const missing = [...wanted].filter(([key]) => !ok.has(key));
    if (missing.length)
      throw unprocessable(
        missing.map(([, k]) => ({
          path: `answers.${k}`,
          message: `${byKey.get(k)!.label}: a document is not one of this case's files`,
        })),
      );
  }
  return answers;
}

/** Type checks of the answers given (no completeness). */
function typeIssues(fields: readonly TQuestionnaireField[], answers: TAnswers): { path: string; message: string }[] {
  return visibleFields(fields, answers).flatMap((f) => {
    const v = answers[f.key];
    if (isAnswerBlank(f, v)) return [];
    const m = validateFieldValue(f, v);
    return m ? [{ path: `answers.${f.key}`, message: m }] : [];
  });
}

const diff = (
  before: TAnswers,
  after: TAnswers,
): { before: Record<string, unknown>; after: Record<string, unknown>; keys: string[] } => {
  const keys = changedAnswerKeys(before, after);
  return {
    keys,
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
};

/** What a submission hands on: the sponsors a questionnaire names are then asked to confirm. */
export interface SubmittedQuestionnaire {
  row: PetitionRow;
  q: QuestionnaireRow;
  answers: TAnswers;
  by: { userId: string; userName: string };
}
export type AfterSubmit = (ctx: CallContext<unknown>, s: SubmittedQuestionnaire) => Promise<void>;

export async function updateAnswers(
  ctx: Ctx<typeof ZQuestionnaireUpdateAnswersPayload>,
  afterSubmit?: AfterSubmit,
): Promise<TQuestionnaireView> {
  const p = ctx.payload;
  const { a, row } = await staffCase(ctx, true);
  const q = await ensureQuestionnaire(ctx.tx, row, p.kind);
  const fields = parseFields(q.fields);
  const answers = await knownAnswers(ctx.tx, row.id, fields, p.answers);
  const issues = p.complete
    ? validateAnswers({ fields }, answers).issues.map((i) => ({ path: `answers.${i.key}`, message: i.message }))
    : typeIssues(fields, answers);
  if (issues.length) throw unprocessable(issues);
  const before = (q.answers ?? {}) as TAnswers;
  const d = diff(before, answers);
  const completing = p.complete && q.status !== 'submitted';
  if (!d.keys.length && !completing) return viewOf(ctx, row, p.kind, q);
  const now = new Date();
  const after = await repo.updateQuestionnaire(ctx.tx, q.id, {
    answers,
    lastSavedAt: now,
    ...(completing
      ? { status: 'submitted', submittedAt: now }
      : q.status === 'not-sent' || q.status === 'sent'
        ? { status: 'draft' }
        : {}),
  });
  if (completing) await repo.revokeLinks(ctx.tx, q.id);
  await repo.insertChange(ctx.tx, {
    questionnaireId: q.id,
    petitionId: row.id,
    action: completing ? 'staff-complete' : 'staff-update',
    userId: a.userId,
    userName: a.userName,
    via: 'staff',
    before: d.before,
    after: d.after,
  });
  if (completing && afterSubmit) await afterSubmit(ctx, { row, q: after, answers, by: a });
  return viewOf(ctx, row, p.kind, after);
}

export async function changeList(
  ctx: Ctx<typeof ZQuestionnaireChangeListPayload>,
): Promise<TQuestionnaireChangeListResult> {
  const { row } = await staffCase(ctx);
  const q = await repo.questionnaireOf(ctx.tx, row.id, ctx.payload.kind);
  if (!q) return { data: [] };
  const rows = await repo.changes(ctx.tx, q.id);
  return {
    data: rows.map((c) => ({
      id: c.id,
      action: c.action,
      via: c.via === 'link' ? 'link' : 'staff',
      userName: c.userName,
      before: c.before ?? null,
      after: c.after ?? null,
      at: c.at.toISOString(),
    })),
  };
}

// ─────────────────────────── the fill page (link) ───────────────────────────

interface LinkedQuestionnaire {
  q: QuestionnaireRow;
  row: PetitionRow;
  used: boolean;
  ben: Awaited<ReturnType<typeof beneficiaryOf>>;
}

/**
 * The questionnaire behind the request's link. The link resolver has checked purpose, tenant,
 * expiry and revocation; here: the link is the questionnaire's current one or one of its live
 * client links, and (for writes) not used by a submission yet.
 */
async function linked(ctx: CallContext<unknown>, opts: { write: boolean }): Promise<LinkedQuestionnaire> {
  const link = ctx.link!;
  const q = await repo.questionnaireById(ctx.tx, link.recordId, opts.write);
  const stored = await repo.linkById(ctx.tx, link.linkId);
  // The mailed link (the questionnaire's current one) or a link the recipient opened from
  // /my-questionnaires (`myFillLink`): same purpose and record, revoked with it on a resend.
  if (!q || !stored || (q.linkId !== link.linkId && stored.revokedAt !== null))
    throw new AppError('LINK_TOKEN_INVALID');
  const used = stored.usedAt !== null || q.status === 'submitted';
  if (opts.write && used) throw new AppError('LINK_TOKEN_INVALID', 'This questionnaire has already been submitted.');
  const [row] = await ctx.tx.select().from(petitions).where(eq(petitions.id, q.petitionId)).limit(1);
  if (!row || row.deletedAt) throw new AppError('LINK_TOKEN_INVALID');
  return { q, row, used, ben: await beneficiaryOf(ctx.tx, row) };
}

export async function fillDetails(ctx: Ctx<typeof ZFillQuestionnaireDetailsPayload>): Promise<TFillView> {
  const { q, row, ben } = await linked(ctx, { write: false });
  const fields = parseFields(q.fields);
  const keys = new Set(fields.map((f) => f.key));
  const known = Object.fromEntries(Object.entries(knownFacts(ben)).filter(([k]) => keys.has(k)));
  return {
    questionnaireId: q.id,
    kind: q.kind as QuestionnaireKind,
    firmName: ctx.tenant?.name ?? '',
    caseNumber: shownCaseNumber(row),
    typeName: (await caseTypeNamerOf(ctx.tx)).typeName(row.typeId),
    templateName: q.templateName,
    fields,
    answers: (q.answers ?? {}) as TAnswers,
    // A questionnaire still being filled is offered what the firm knows; a submitted one, nothing.
    known: q.status === 'submitted' || q.kind !== 'beneficiary' ? {} : known,
    status: q.status as TFillView['status'],
    language: (q.language ?? null) as QuestionnaireLanguage | null,
    user: {
      roleId: 51,
      beneficiaryId: ben?.id ?? null,
      firstName: ben?.firstName ?? '',
      lastName: ben?.lastName ?? '',
      name: fullName(ben) ?? '',
      email: ben?.email ?? null,
    },
    expiresAt: iso(q.linkExpiresAt) ?? new Date().toISOString(),
    lastSavedAt: iso(q.lastSavedAt),
    submittedAt: iso(q.submittedAt),
  };
}

/** The anonymous user of SPEC §2.3 as the case log sees it: the beneficiary, roleId 51. */
const anonymousAccess = (ben: LinkedQuestionnaire['ben'], fallbackId: string): CaseAccess => ({
  kind: 'beneficiary',
  userId: ben?.userId ?? ben?.id ?? fallbackId,
  userName: `${fullName(ben) ?? 'Client'} (questionnaire link)`,
  roleId: 51,
  isExternal: false,
  branchIds: [],
  companyIds: [],
  beneficiaryIds: ben ? [ben.id] : [],
});

export async function fillSave(
  ctx: Ctx<typeof ZFillQuestionnaireSavePayload>,
): Promise<{ lastSavedAt: string; status: 'draft' }> {
  const { q, ben } = await linked(ctx, { write: true });
  const answers = await knownAnswers(ctx.tx, q.petitionId, parseFields(q.fields), ctx.payload.answers);
  const d = diff((q.answers ?? {}) as TAnswers, answers);
  const now = new Date();
  await repo.updateQuestionnaire(ctx.tx, q.id, { answers, status: 'draft', lastSavedAt: now });
  if (d.keys.length) {
    const who = anonymousAccess(ben, q.id);
    await repo.insertChange(ctx.tx, {
      questionnaireId: q.id,
      petitionId: q.petitionId,
      action: 'draft',
      userName: who.userName,
      via: 'link',
      before: d.before,
      after: d.after,
    });
  }
  return { lastSavedAt: now.toISOString(), status: 'draft' };
}

export async function fillSubmit(
  ctx: Ctx<typeof ZFillQuestionnaireSubmitPayload>,
  afterSubmit?: AfterSubmit,
): Promise<{ submittedAt: string; activityCompleted: boolean }> {
  const { q, ben } = await linked(ctx, { write: true });
  const fields = parseFields(q.fields);
  const given = await knownAnswers(ctx.tx, q.petitionId, fields, ctx.payload.answers);
  const result = validateAnswers({ fields }, given);
  if (!result.ok) throw unprocessable(result.issues.map((i) => ({ path: `answers.${i.key}`, message: i.message })));
  const answers = pruneAnswers({ fields }, given);
  const d = diff((q.answers ?? {}) as TAnswers, answers);
  const now = new Date();
  const submitted = await repo.updateQuestionnaire(ctx.tx, q.id, {
    answers,
    status: 'submitted',
    submittedAt: now,
    lastSavedAt: now,
  });
  await repo.useLink(ctx.tx, ctx.link!.linkId);
  const who = anonymousAccess(ben, q.id);
  await repo.insertChange(ctx.tx, {
    questionnaireId: q.id,
    petitionId: q.petitionId,
    action: 'submit',
    userName: who.userName,
    via: 'link',
    before: d.before,
    after: d.after,
  });

  // The case: complete its questionnaire activity when it is due, and tell the team.
  const [locked] = await ctx.tx.select().from(petitions).where(eq(petitions.id, q.petitionId)).for('update');
  let row = locked!;
  let activityCompleted = false;
  if (q.kind === 'beneficiary') {
    const rule = canCompleteActivity(workflowOf(row), workflowStateOf(row), QUESTIONNAIRE_ACTIVITY, {
      roleId: 51,
      userId: who.userId,
    });
    if (rule.ok) {
      row = await completeAndNotify(ctx, who, row, QUESTIONNAIRE_ACTIVITY, {
        note: 'Questionnaire submitted through the client link.',
      });
      activityCompleted = true;
    }
  }
  // The case team and whoever sent the link (an admin or paralegal may be in no slot of the case).
  const team = [
    ...(await usersForRoles(ctx.tx, row, TEAM_ROLES)),
    ...(await activeUsersById(ctx.tx, [submitted.sentBy])),
  ];
  await notifyCaseUsers(ctx, row, team, {
    headline: 'Questionnaire submitted',
    text: `${fullName(ben) ?? 'The client'} submitted the ${q.templateName} of case ${shownCaseNumber(row)}.`,
  });
  if (afterSubmit) await afterSubmit(ctx, { row, q: submitted, answers, by: who });
  return { submittedAt: now.toISOString(), activityCompleted };
}

export async function fillUpload(
  ctx: Ctx<typeof ZFillQuestionnaireUploadPayload>,
): Promise<{ key: string; name: string }> {
  const { q, ben } = await linked(ctx, { write: true });
  const server = ctx.request.server;
  if (!server.hasDecorator('storage')) throw new AppError('UNAVAILABLE', 'Uploads are not available right now.');
  const bytes = Buffer.from(ctx.payload.contentBase64, 'base64');
  const storage = server.storage;
  const staged = await storage.stage(Readable.from([bytes]), ctx.payload.fileName);
  try {
    const checked = await storage.check([staged]);
    const who = anonymousAccess(ben, q.id);
    const [row] = await storage.store(
      ctx.tx,
      { tenantId: ctx.scopeTenantId, userId: who.userId },
      checked,
      q.petitionId,
    );
    return { key: row!.key, name: row!.name };
  } finally {
    await storage.discard([staged]);
  }
}

/** File keys used by saved answers. */
const answerFileKeys = (answers: Record<string, unknown>): Set<string> =>
  new Set(
    Object.values(answers).flatMap((v) =>
      Array.isArray(v)
        ? v.flatMap((x) =>
            typeof x === 'object' && x !== null && 'key' in x ? [String((x as { key: unknown }).key)] : [],
          )
        : [],
    ),
  );

export async function fillDeleteUpload(
  ctx: Ctx<typeof ZFillQuestionnaireDeleteUploadPayload>,
): Promise<{ deleted: boolean }> {
  const { q, ben } = await linked(ctx, { write: true });
  const who = anonymousAccess(ben, q.id);
  const [file] = await ctx.tx
    .select()
    .from(files)
    .where(and(eq(files.key, ctx.payload.key), eq(files.petitionId, q.petitionId), eq(files.status, 'active')))
    .limit(1);
  // Only a file this link uploaded, and not one a saved answer still uses.
  if (!file || file.createdBy !== who.userId) throw notFound('File not found');
  if (answerFileKeys(q.answers ?? {}).has(file.key))
    throw conflict('This document is part of the saved answers; save the step without it first.');
  // The row is marked in this transaction; the bytes go once it has committed.
  const server = ctx.request.server;
  if (server.hasDecorator('storage')) {
    server.storage.removeAfterCommit(ctx.request, await server.storage.markDeleted(ctx.tx, file.tenantId, [file]));
  } else {
    await ctx.tx.update(files).set({ status: 'deleted' }).where(eq(files.id, file.id));
  }
  return { deleted: true };
}
