import { eq } from 'drizzle-orm';
import {
  SPONSOR_ROLE_LABELS,
  sponsorsNamedIn,
  type QuestionnaireKind,
  type QuestionnaireLanguage,
  type SponsorRole,
  type SponsorshipStatus,
} from 'shared/domain';
import {
  QUESTIONNAIRE_LINK_DAYS,
  SPONSORSHIP_LINK_PURPOSE,
  sponsorshipPagePath,
  type TConfirmSponsorshipResult,
  type TSponsorshipLinkView,
  type TSponsorshipListResult,
  type TSponsorshipView,
  type ZConfirmSponsorshipPayload,
  type ZRequestSponsorshipConfirmationPayload,
  type ZRevokeSponsorshipLinkPayload,
  type ZSponsorshipListPayload,
} from 'shared/contract';
import { issueLinkToken } from '../../platform/auth';
import { AppError, conflict, type CallContext, type Ctx } from '../../platform/http';
import { publicOrigin } from '../auth';
import { caseTypeNamerOf } from '../case-config';
import { caseAccess, shownCaseNumber, notifyCaseUsers, usersForRoles, findVisibleCase, logCase, petitions, type PetitionRow } from '../petitions';
import { MAIL_WORDS, mailTemplateFor, ROLE_TEXT } from './questionnaires.mail';
import * as repo from './questionnaires.repository';
import {
  beneficiaryOf,
  ensureQuestionnaire,
  fullName,
  issueQuestionnaireLink,
  iso,
  linkStateOf,
  unprocessable,
  type AfterSubmit,
} from './questionnaires.service';
import type { SponsorshipConfirmationRow } from './questionnaires.table';

/*
 * Sponsorship confirmation (docs/questionnaires.md "Sponsorship confirmation"): a sponsor confirms
 * by link that they agree to sponsor before filling the sponsor questionnaire. Link tokens follow
 * the questionnaire links: purpose-bound, hashed, expiring, revoked on resend, single use.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The case team told of an answer (the case's staff slots). */
const TEAM_ROLES = [5, 6, 7, 8, 9, 10];

const languageOf = (v: string | null | undefined): QuestionnaireLanguage => (v === 'es' ? 'es' : 'en');

async function viewOf(ctx: CallContext<unknown>, s: SponsorshipConfirmationRow): Promise<TSponsorshipView> {
  return {
    id: s.id,
    petitionId: s.petitionId,
    role: s.role as SponsorRole,
    sponsorName: s.sponsorName,
    sponsorEmail: s.sponsorEmail,
    language: languageOf(s.language),
    status: s.status as SponsorshipStatus,
    declineReason: s.declineReason,
    source: s.source === 'questionnaire' ? 'questionnaire' : 'staff',
    requestedAt: iso(s.requestedAt)!,
    requestedByName: s.requestedByName,
    respondedAt: iso(s.respondedAt),
    linkState: await linkStateOf(ctx.tx, s.linkId),
    linkExpiresAt: iso(s.linkExpiresAt),
  };
}

/**
 * Creates or renews a case's request for a role: a new link (the previous one revoked), the
 * answer reset to pending, a case log line, and the mail in the sponsor's language.
 */
async function issueRequest(
  ctx: CallContext<unknown>,
  row: PetitionRow,
  existing: SponsorshipConfirmationRow | undefined,
  o: {
    role: SponsorRole;
    email: string;
    name: string | null;
    language: QuestionnaireLanguage;
    days: number;
    source: 'staff' | 'questionnaire';
    by: { userId: string; userName: string; staff: boolean };
  },
): Promise<SponsorshipConfirmationRow> {
  const fields = {
    sponsorEmail: o.email,
    sponsorName: o.name,
    language: o.language,
    status: 'pending',
    declineReason: null,
    respondedAt: null,
    source: o.source,
    requestedBy: o.by.staff ? o.by.userId : null,
    requestedByName: o.by.userName,
    requestedAt: new Date(),
  };
  let s: SponsorshipConfirmationRow;
  if (existing) {
    await repo.revokeSponsorshipLinks(ctx.tx, existing.id);
    s = existing;
  } else {
    s = await repo.insertSponsorship(ctx.tx, { petitionId: row.id, role: o.role, ...fields });
  }
  const { token, expiresAt } = await issueLinkToken(ctx.tx, {
    purpose: SPONSORSHIP_LINK_PURPOSE,
    recordId: s.id,
    ttlMs: o.days * DAY_MS,
    ...(o.by.staff ? { createdBy: o.by.userId } : {}),
  });
  const link = await repo.linkByToken(ctx.tx, token);
  s = await repo.updateSponsorship(ctx.tx, s.id, { ...fields, linkId: link!.id, linkExpiresAt: expiresAt });
  const roleLabel = SPONSOR_ROLE_LABELS[o.role].toLowerCase();
  await logCase(ctx.tx, o.by, 'request-sponsorship-confirmation', row, row, {
    note: `Sponsorship confirmation ${existing ? 're-requested' : 'requested'} from ${o.email} (${roleLabel}).`,
  });
  const server = ctx.request.server;
  if (server.hasDecorator('mailer')) {
    const ben = await beneficiaryOf(ctx.tx, row);
    await server.mailer.send(ctx.tx, {
      tenantId: ctx.scopeTenantId,
      to: o.email,
      template: mailTemplateFor('sponsorship-confirmation', o.language),
      data: {
        name: o.name ?? o.email,
        beneficiaryName: fullName(ben) ?? (o.language === 'es' ? 'el beneficiario' : 'the beneficiary'),
        caseNo: shownCaseNumber(row),
        typeName: (await caseTypeNamerOf(ctx.tx)).typeName(row.typeId),
        firmName: ctx.tenant?.name ?? '',
        roleText: ROLE_TEXT[o.language][o.role],
        expiresOn: expiresAt.toISOString().slice(0, 10),
        actionLabel: MAIL_WORDS[o.language].confirmAction,
        actionUrl: `${publicOrigin(ctx)}${sponsorshipPagePath(token, o.language)}`,
      },
    });
  }
  return s;
}

/** The sponsor's e-mail and name the sponsor questionnaire already knows (answers, else where it was sent). */
async function sponsorFromQuestionnaire(
  ctx: CallContext<unknown>,
  petitionId: string,
): Promise<{ email: string | null; name: string | null }> {
  const q = await repo.questionnaireOf(ctx.tx, petitionId, 'sponsor');
  if (!q) return { email: null, name: null };
  const named = sponsorsNamedIn('beneficiary', (q.answers ?? {}) as never).find((n) => n.role === 'sponsor');
  return { email: named?.email ?? q.sentTo ?? null, name: named?.name ?? null };
}

export async function requestSponsorshipConfirmation(
  ctx: Ctx<typeof ZRequestSponsorshipConfirmationPayload>,
): Promise<TSponsorshipView> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, p.petitionId, { lock: true });
  const existing = await repo.sponsorshipOf(ctx.tx, row.id, p.role, true);
  if (existing?.status === 'confirmed')
    throw conflict('The sponsor has already confirmed. Send the sponsor questionnaire from its page instead.');
  const known = p.role === 'sponsor' ? await sponsorFromQuestionnaire(ctx, row.id) : { email: null, name: null };
  const email = (p.email ?? existing?.sponsorEmail ?? known.email)?.trim().toLowerCase() ?? null;
  if (!email) {
    throw unprocessable([{ path: 'email', message: 'Enter the e-mail address of the sponsor to ask.' }]);
  }
  const sameAddress = existing?.sponsorEmail === email;
  const s = await issueRequest(ctx, row, existing, {
    role: p.role,
    email,
    name: p.name ?? (sameAddress ? existing?.sponsorName : null) ?? known.name,
    language: p.language ?? languageOf(existing?.language),
    days: p.expiresInDays,
    source: 'staff',
    by: { userId: a.userId, userName: a.userName, staff: true },
  });
  return viewOf(ctx, s);
}

export async function sponsorshipList(ctx: Ctx<typeof ZSponsorshipListPayload>): Promise<TSponsorshipListResult> {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId);
  const rows = await repo.sponsorshipsOf(ctx.tx, row.id);
  return { data: await Promise.all(rows.map((s) => viewOf(ctx, s))) };
}

export async function revokeSponsorshipLink(ctx: Ctx<typeof ZRevokeSponsorshipLinkPayload>): Promise<TSponsorshipView> {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId, { lock: true });
  const s = await repo.sponsorshipOf(ctx.tx, row.id, ctx.payload.role, true);
  if (!s || (await linkStateOf(ctx.tx, s.linkId)) !== 'live') throw conflict('There is no live link to revoke.');
  await repo.revokeSponsorshipLinks(ctx.tx, s.id);
  await logCase(ctx.tx, a, 'revoke-sponsorship-link', row, row, {
    note: `Sponsorship confirmation link to ${s.sponsorEmail} withdrawn.`,
  });
  return viewOf(ctx, await repo.updateSponsorship(ctx.tx, s.id, {}));
}

/**
 * A questionnaire just submitted names a sponsor's e-mail (SPONSOR_NAMING_KEYS): ask them, once
 * per case and role (a request already made is left to staff).
 */
export const askNamedSponsors: AfterSubmit = async (ctx, { row, q, answers, by }) => {
  for (const named of sponsorsNamedIn(q.kind as QuestionnaireKind, answers)) {
    const existing = await repo.sponsorshipOf(ctx.tx, row.id, named.role, true);
    if (existing) continue;
    await issueRequest(ctx, row, undefined, {
      ...named,
      language: languageOf(q.language),
      days: QUESTIONNAIRE_LINK_DAYS.default,
      source: 'questionnaire',
      by: { ...by, staff: ctx.session !== null },
    });
  }
};

// ─────────────────────────── the public page (link) ───────────────────────────

/**
 * The request behind the link: the resolver checked purpose, tenant, expiry and revocation; here
 * the link must be the request's current one and, to answer, not used yet.
 */
async function linked(ctx: CallContext<unknown>, write: boolean) {
  const link = ctx.link!;
  const s = await repo.sponsorshipById(ctx.tx, link.recordId, write);
  const stored = await repo.linkById(ctx.tx, link.linkId);
  if (!s || !stored || s.linkId !== link.linkId) throw new AppError('LINK_TOKEN_INVALID');
  if (write && (stored.usedAt !== null || s.status !== 'pending'))
    throw new AppError('LINK_TOKEN_INVALID', 'This request has already been answered.');
  const [row] = await ctx.tx.select().from(petitions).where(eq(petitions.id, s.petitionId)).limit(1);
  if (!row || row.deletedAt) throw new AppError('LINK_TOKEN_INVALID');
  return { s, row };
}

export async function sponsorshipDetails(ctx: CallContext<unknown>): Promise<TSponsorshipLinkView> {
  const { s, row } = await linked(ctx, false);
  const ben = await beneficiaryOf(ctx.tx, row);
  const q = s.role === 'sponsor' ? await repo.questionnaireOf(ctx.tx, row.id, 'sponsor') : undefined;
  return {
    role: s.role as SponsorRole,
    status: s.status as SponsorshipStatus,
    firmName: ctx.tenant?.name ?? '',
    caseNumber: shownCaseNumber(row),
    typeName: (await caseTypeNamerOf(ctx.tx)).typeName(row.typeId),
    beneficiaryName: fullName(ben),
    sponsorName: s.sponsorName,
    language: languageOf(s.language),
    expiresAt: iso(s.linkExpiresAt) ?? new Date().toISOString(),
    respondedAt: iso(s.respondedAt),
    declineReason: s.declineReason,
    questionnaireStatus:
      s.role === 'sponsor' ? ((q?.status ?? 'not-sent') as TSponsorshipLinkView['questionnaireStatus']) : null,
  };
}

export async function confirmSponsorship(
  ctx: Ctx<typeof ZConfirmSponsorshipPayload>,
): Promise<TConfirmSponsorshipResult> {
  const { s, row } = await linked(ctx, true);
  const confirmed = ctx.payload.decision === 'confirm';
  const now = new Date();
  const reason = confirmed ? null : ctx.payload.reason || null;
  const status: SponsorshipStatus = confirmed ? 'confirmed' : 'declined';
  await repo.updateSponsorship(ctx.tx, s.id, { status, declineReason: reason, respondedAt: now });
  await repo.useLink(ctx.tx, ctx.link!.linkId);

  // The sponsor acts through the link: the case log names them, with the request's id.
  const who = { userId: s.id, userName: `${s.sponsorName ?? s.sponsorEmail} (sponsorship link)` };
  const role = SPONSOR_ROLE_LABELS[s.role as SponsorRole].toLowerCase();
  await logCase(ctx.tx, who, confirmed ? 'sponsorship-confirmed' : 'sponsorship-declined', row, row, {
    note: confirmed
      ? `${s.sponsorEmail} confirmed they agree to sponsor (${role}).`
      : `${s.sponsorEmail} declined to sponsor (${role}).${reason ? ` Reason: ${reason}` : ''}`,
  });
  const team = await usersForRoles(ctx.tx, row, TEAM_ROLES);
  const name = s.sponsorName ?? s.sponsorEmail;
  await notifyCaseUsers(ctx, row, team, {
    headline: confirmed ? 'Sponsorship confirmed' : 'Sponsorship declined',
    text: confirmed
      ? `${name} confirmed they agree to sponsor on case ${shownCaseNumber(row)} (${role}).`
      : `${name} declined to sponsor on case ${shownCaseNumber(row)} (${role}).${reason ? ` Reason: ${reason}` : ''}`,
  });

  // The case's sponsor goes on to the sponsor questionnaire: a new link, mailed and offered on the page.
  let questionnaireUrl: string | null = null;
  if (confirmed && s.role === 'sponsor') {
    const q = await ensureQuestionnaire(ctx.tx, row, 'sponsor');
    if (q.status !== 'submitted') {
      const issued = await issueQuestionnaireLink(ctx, row, q, {
        to: s.sponsorEmail,
        name,
        language: languageOf(s.language),
        days: QUESTIONNAIRE_LINK_DAYS.default,
        by: { userId: null, userName: who.userName, via: 'link' },
      });
      questionnaireUrl = issued.path;
    }
  }
  return { status, respondedAt: now.toISOString(), questionnaireUrl };
}
