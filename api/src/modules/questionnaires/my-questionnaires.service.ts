import { count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { QuestionnaireKind, QuestionnaireLanguage } from 'shared/domain';
import {
  QUESTIONNAIRE_LINK_PURPOSE,
  type TMyFillLinkResult,
  type TMyQuestionnaire,
  type TMyQuestionnaireListResult,
  type ZMyFillLinkPayload,
  type ZMyQuestionnaireListPayload,
} from 'shared/contract';
import { issueLinkToken, linkTokens } from '../../platform/auth';
import { conflict, forbidden, notFound, type Ctx } from '../../platform/http';
import { mailboxProven } from '../auth';
import { andAll, finishPage, keyset } from '../../platform/data';
import { caseAccess, caseVisibility, type CaseAccess, shownCaseNumber, findVisibleCase, petitions } from '../petitions';
import { caseTypeNamerOf } from '../case-config';
import { FILL_PAGES } from './questionnaires.mail';
import * as repo from './questionnaires.repository';
import { iso, linkStateOf } from './questionnaires.service';
import { questionnaires } from './questionnaires.table';

/*
 * The signed-in client's questionnaires (issue 14; docs/questionnaires.md "The client's list").
 * A client sees a questionnaire of a case they see (petitions.access) once it was sent, when it was
 * mailed to their own address or is their side's (the petitioner user: the petitioner
 * questionnaire; the beneficiary: the beneficiary and investor ones). Only the recipient, with a
 * proven mailbox, gets a fill link here; the answer never carries anyone else's token.
 */

/** The questionnaire kinds that are a client's own side of their cases. */
const SIDE_KINDS: Readonly<Record<number, readonly QuestionnaireKind[]>> = {
  50: ['petitioner'],
  51: ['beneficiary', 'investor'],
};

const sameEmail = (a: string | null | undefined, b: string): boolean =>
  !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

function mine(a: CaseAccess, email: string): SQL {
  const side = SIDE_KINDS[a.roleId] ?? [];
  const toMe = sql`lower(${questionnaires.sentTo}) = ${email.trim().toLowerCase()}`;
  return (side.length ? or(toMe, inArray(questionnaires.kind, [...side])) : toMe)!;
}

const clientStatus = (s: string): TMyQuestionnaire['status'] =>
  s === 'submitted' ? 'submitted' : s === 'draft' ? 'in-progress' : 'sent';

export async function myQuestionnaireList(
  ctx: Ctx<typeof ZMyQuestionnaireListPayload>,
): Promise<TMyQuestionnaireListResult> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const email = ctx.session!.email;
  const where = andAll([
    caseVisibility(a),
    ne(questionnaires.status, 'not-sent'),
    mine(a, email),
    p.petitionId ? eq(questionnaires.petitionId, p.petitionId) : undefined,
  ]);
  // Newest sent first; the id breaks ties (keyset, as the people and case lists page).
  const ks = keyset(
    { expr: sql`coalesce(${questionnaires.sentAt}, ${questionnaires.createdAt})`, cast: 'timestamptz' },
    questionnaires.id,
    -1,
    p.cursor,
  );
  const rows = await ctx.tx
    .select({
      id: questionnaires.id,
      sortKey: ks.sortKey,
      q: questionnaires,
      caseNumber: petitions.caseNumber,
      customCaseNumber: petitions.customCaseNumber,
      typeId: petitions.typeId,
      linkExpiresAt: linkTokens.expiresAt,
      linkRevokedAt: linkTokens.revokedAt,
    })
    .from(questionnaires)
    .innerJoin(petitions, eq(petitions.id, questionnaires.petitionId))
    .leftJoin(linkTokens, eq(linkTokens.id, questionnaires.linkId))
    .where(andAll([where, ks.after]))
    .orderBy(...ks.orderBy)
    .limit(p.perpage + 1);
  const [total] = await ctx.tx
    .select({ n: count() })
    .from(questionnaires)
    .innerJoin(petitions, eq(petitions.id, questionnaires.petitionId))
    .where(where);
  const page = finishPage(rows, p.perpage);
  const now = Date.now();
  const names = await caseTypeNamerOf(ctx.tx);
  return {
    data: page.rows.map((r): TMyQuestionnaire => {
      const q = r.q;
      const status = clientStatus(q.status);
      const live = !!r.linkExpiresAt && !r.linkRevokedAt && new Date(r.linkExpiresAt).getTime() > now;
      const sentToYou = sameEmail(q.sentTo, email);
      return {
        id: q.id,
        petitionId: q.petitionId,
        caseNumber: shownCaseNumber(r),
        typeName: names.typeName(r.typeId),
        kind: q.kind as QuestionnaireKind,
        title: q.templateName,
        status,
        sentAt: iso(q.sentAt),
        dueAt: iso(q.linkExpiresAt),
        submittedAt: iso(q.submittedAt),
        lastSavedAt: iso(q.lastSavedAt),
        language: (q.language ?? null) as QuestionnaireLanguage | null,
        sentToYou,
        canFill: sentToYou && status !== 'submitted' && live,
        linkExpired: status !== 'submitted' && !live,
      };
    }),
    count: Number(total?.n ?? 0),
    nextCursor: page.nextCursor,
  };
}

/**
 * A fresh fill link for the signed-in recipient (as `/esign/my-sign-link` for a signer): the
 * questionnaire must have been mailed to the session's address, and the mailbox proven
 * (`mailboxProven`: an account of that address has used a mailed link and chose its own password),
 * so an account someone else registered with the client's address gets nothing. The new token has
 * the questionnaire's purpose and record and expires with the mailed link, which stays valid; a
 * resend or withdrawal revokes both (they are the record's live links).
 */
export async function myFillLink(ctx: Ctx<typeof ZMyFillLinkPayload>): Promise<TMyFillLinkResult> {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId);
  const q = await repo.questionnaireOf(ctx.tx, row.id, ctx.payload.kind);
  if (!q || q.status === 'not-sent') throw notFound('Questionnaire not found');
  const s = ctx.session!;
  if (!sameEmail(q.sentTo, s.email))
    throw forbidden('This questionnaire was sent to another e-mail address. Use the link in that e-mail.');
  if (q.status === 'submitted') throw conflict('This questionnaire has already been submitted.');
  if (!(await mailboxProven(ctx.tx, s.userId)))
    throw forbidden(
      `Confirm that ${q.sentTo} is yours first: open the questionnaire from the link in the e-mail we sent you.`,
    );
  const left = (q.linkExpiresAt?.getTime() ?? 0) - Date.now();
  if ((await linkStateOf(ctx.tx, q.linkId)) !== 'live' || left <= 0)
    throw conflict('The link of this questionnaire is no longer valid. Ask your case team to send it again.');
  const { token, expiresAt } = await issueLinkToken(ctx.tx, {
    purpose: QUESTIONNAIRE_LINK_PURPOSE,
    recordId: q.id,
    ttlMs: left,
    createdBy: s.userId,
  });
  const lang = q.language ?? 'en';
  return {
    path: `${FILL_PAGES[q.kind as QuestionnaireKind]}/${row.id}?token=${encodeURIComponent(token)}&lang=${lang}`,
    expiresAt: expiresAt.toISOString(),
  };
}
