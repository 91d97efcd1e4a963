import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  ESIGN_CONSENT_TEXT,
  ESIGN_LINK_PURPOSE,
  type TSignableDocument,
  type TSignDetails,
  type TSignRequest,
  type TSignRequestListResult,
  type TVerifySignatureResult,
  type ZAddSignToDocumentPayload,
  type ZCancelSignRequestPayload,
  type ZConfirmReviewCompletedPayload,
  type ZDeclineSignPayload,
  type ZIgnoreAttorneySignPayload,
  type ZMySignLinkPayload,
  type ZRequestForPetitionerSignPayload,
  type ZResendSignRequestPayload,
  type ZSignDetailsPayload,
  type ZSignDocumentPayload,
  type ZSignRequestListPayload,
  type ZSignViewPayload,
  type ZVerifySignaturePayload,
} from 'shared/contract';
import { canCompleteActivity, ROLE } from 'shared/domain';
import { issueLinkToken, linkTokenState } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError, conflict, forbidden, notFound, type CallContext, type Ctx, unprocessable } from '../../platform/http';
import { readAll, storageOf } from '../../platform/storage';
import { newStorageKey } from '../../platform/storage/storage.service';
import { files, type FileRow } from '../../platform/storage/storage.table';
import { mailboxProven } from '../auth';
import { publicOrigin } from '../auth';
import { companies, companyUsers } from '../companies';
import { pdfFormVersions } from '../forms';
import { caseTypeNamerOf } from '../case-config';
import { caseAccess, isStaff, type CaseAccess, shownCaseNumber, slotRolesOf, workflowOf, workflowStateOf, notifyCaseUsers, usersForRoles, findVisibleCase, completeAndNotify, logCase, petitions, type PetitionRow } from '../petitions';
import { users } from '../users';
import { SIGN_PAGE, VERIFY_PAGE } from './esign.mail';
import { toSignRequest } from './esign.mapper';
import {
  checkPlacement,
  decodeSignatureImage,
  looksLikePdf,
  pdfPageCount,
  stampAndCertify,
  type SignatureMark,
  type SignerRecord,
} from './esign.pdf';
import { checkEmbeddedSignature, sealFor } from './esign.certificates';
import { mappedTarget, placedTarget, placementsByFile } from './esign.placement';
import * as repo from './esign.repository';
import type { EsignRequestRow } from './esign.table';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The case team told of signing events: the users in the case's staff slots. */
const TEAM_ROLES = [5, 6, 7, 8, 9, 10];
const PENDING = ['requested', 'viewed'];

const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

const notPdf = (name: string): AppError =>
  new AppError('VALIDATION_FAILED', `${name} is not a PDF. Only PDF documents can be signed.`, {
    status: 415,
    issues: [{ path: 'fileIds', message: `${name} is not a PDF. Only PDF documents can be signed.` }],
  });

async function readBytes(ctx: CallContext<unknown>, key: string): Promise<Buffer> {
  try {
    return await readAll(await storageOf(ctx).get(key));
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('CONFLICT', 'The document’s file is missing from storage. Generate or upload it again.');
  }
}

const clientIp = (ctx: CallContext<unknown>): string => (ctx.request.ip ?? '').slice(0, 100);
const userAgent = (ctx: CallContext<unknown>): string => String(ctx.request.headers['user-agent'] ?? '').slice(0, 500);

const baseName = (name: string): string => name.replace(/\.pdf$/i, '');

const linkStateOf = (tx: Db, r: EsignRequestRow): Promise<TSignRequest['linkState']> => linkTokenState(tx, r.linkId);

async function view(tx: Db, r: EsignRequestRow, staff: boolean): Promise<TSignRequest> {
  return toSignRequest(r, await linkStateOf(tx, r), { staff });
}

// ─────────────────────────── who may do what ───────────────────────────

/** May the caller sign or skip as the attorney: the case's attorney, or an admin / branch manager. */
const mayAttorneySign = (a: CaseAccess, row: PetitionRow): boolean =>
  !a.isExternal && (a.roleId === ROLE.ADMIN || a.roleId === ROLE.BRANCH_MANAGER || (a.roleId === ROLE.ATTORNEY && row.attorneyId === a.userId));

async function staffCase(ctx: CallContext<{ petitionId: string }>, lock = false) {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId, { lock });
  if (!isStaff(a)) throw forbidden('Only the law firm’s staff can manage signature requests.');
  return { a, row };
}

async function attorneyCase(ctx: CallContext<{ petitionId: string; requestId: string }>) {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId, { lock: true });
  if (!mayAttorneySign(a, row)) throw forbidden('Only the case’s attorney can sign or skip the attorney signature.');
  const r = await repo.requestOfCase(ctx.tx, row.id, ctx.payload.requestId, true);
  if (!r) throw notFound('Signature request not found');
  if (r.status !== 'signed') throw conflict('The petitioner has not signed this document yet.');
  if (r.attorneyStatus === 'signed') throw conflict('The attorney has already signed this document.');
  if (r.attorneyStatus === 'ignored') throw conflict('The attorney signature was skipped for this document.');
  return { a, row, r };
}

// ─────────────────────────── signer, documents ───────────────────────────

/** The petitioner's authorised signatory with an e-mail, else its primary petitioner user. */
async function defaultSigner(tx: Db, row: PetitionRow): Promise<{ name: string; email: string } | null> {
  if (!row.petitionerId) return null;
  const [c] = await tx
    .select({ authSigner: companies.authSigner, primaryUserId: companies.primaryUserId })
    .from(companies)
    .where(eq(companies.id, row.petitionerId))
    .limit(1);
  const s = c?.authSigner;
  if (s?.email) return { name: `${s.firstName} ${s.lastName}`.trim() || s.email, email: s.email };
  const links = await tx
    .select({ userId: companyUsers.userId, isPrimary: companyUsers.isPrimary })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, row.petitionerId));
  const ids = [
    c?.primaryUserId,
    ...links.sort((x, y) => Number(y.isPrimary) - Number(x.isPrimary)).map((l) => l.userId),
  ].filter((x): x is string => !!x);
  if (!ids.length) return null;
  const found = await tx
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(inArray(users.id, ids));
  const u = ids.map((id) => found.find((f) => f.id === id && f.status === 'active')).find(Boolean);
  return u ? { name: u.name, email: u.email } : null;
}

/** Active PDFs of the case that can be sent, without the signed copies we made. */
async function signableDocuments(tx: Db, row: PetitionRow, requests: EsignRequestRow[]): Promise<TSignableDocument[]> {
  const ours = new Set(requests.flatMap((r) => [r.signedFileId, r.attorneyFileId]).filter(Boolean));
  const list = await tx
    .select()
    .from(files)
    .where(and(eq(files.petitionId, row.id), eq(files.status, 'active'), eq(files.mimetype, 'application/pdf')));
  const forms = new Set(
    (
      await tx
        .select({ fileId: pdfFormVersions.fileId })
        .from(pdfFormVersions)
        .where(eq(pdfFormVersions.petitionId, row.id))
    ).map((v) => v.fileId),
  );
  return list
    .filter((f) => !ours.has(f.id))
    .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())
    .map((f) => ({
      fileId: f.id,
      name: f.name,
      path: f.key,
      size: f.size,
      createdAt: f.createdAt.toISOString(),
      source: forms.has(f.id) ? ('form' as const) : ('document' as const),
    }));
}

// ─────────────────────────── mails, notifications ───────────────────────────

async function mailSignLink(
  ctx: CallContext<unknown>,
  row: PetitionRow,
  r: EsignRequestRow,
  token: string,
  expiresAt: Date,
): Promise<void> {
  const server = ctx.request.server;
  if (!server.hasDecorator('mailer')) return;
  await server.mailer.send(ctx.tx, {
    tenantId: ctx.scopeTenantId,
    to: r.signerEmail,
    template: 'esign-request',
    data: {
      name: r.signerName,
      firmName: ctx.tenant?.name ?? '',
      documentName: r.fileName,
      caseNo: shownCaseNumber(row),
      typeName: (await caseTypeNamerOf(ctx.tx)).typeName(row.typeId),
      note: r.message ?? '',
      expiresOn: expiresAt.toISOString().slice(0, 10),
      actionLabel: 'Review and sign',
      actionUrl: `${publicOrigin(ctx)}${SIGN_PAGE}?token=${encodeURIComponent(token)}`,
    },
  });
}

/** A new link for a request (older ones revoked) and its mail. */
async function issueAndMail(
  ctx: CallContext<unknown>,
  row: PetitionRow,
  r: EsignRequestRow,
  days: number,
  by: string | undefined,
): Promise<EsignRequestRow> {
  await repo.revokeLinks(ctx.tx, r.id);
  const { token, expiresAt } = await issueLinkToken(ctx.tx, {
    purpose: ESIGN_LINK_PURPOSE,
    recordId: r.id,
    ttlMs: days * DAY_MS,
    createdBy: by,
  });
  const live = (await repo.linkByToken(ctx.tx, token))!.id;
  const after = await repo.updateRequest(ctx.tx, r.id, { linkId: live, linkExpiresAt: expiresAt });
  await mailSignLink(ctx, row, after, token, expiresAt);
  return after;
}

/** Tells the case team (not the actor) in the request's transaction. */
async function tellTeam(
  ctx: CallContext<unknown>,
  row: PetitionRow,
  headline: string,
  text: string,
  opts: { exceptIds?: string[] } = {},
): Promise<void> {
  const team = (await usersForRoles(ctx.tx, row, TEAM_ROLES)).filter((u) => !(opts.exceptIds ?? []).includes(u.id));
  await notifyCaseUsers(ctx, row, team, { headline, text });
}

/** The case's attorney hears of a signature with the ATTORNEY_SIGN deep link (SPEC §6). */
async function askAttorneyToSign(ctx: CallContext<unknown>, row: PetitionRow, r: EsignRequestRow): Promise<string[]> {
  if (!row.attorneyId) return [];
  const [att] = await ctx.tx
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(eq(users.id, row.attorneyId))
    .limit(1);
  if (!att || att.status !== 'active') return [];
  const server = ctx.request.server;
  const caseNo = shownCaseNumber(row);
  const text = `${r.signerName} signed ${r.fileName} on case ${caseNo}. Add your signature or skip it.`;
  if (server.hasDecorator('realtime')) {
    await server.realtime.notify(
      ctx.scopeTenantId,
      [att.id],
      { caseNo, message: text, createdByName: r.signerName, petitionId: row.id },
      { tx: ctx.tx },
    );
  }
  if (server.hasDecorator('mailer')) {
    const q = new URLSearchParams({ action: 'ATTORNEY_SIGN', petitionId: row.id, documentId: r.id });
    await server.mailer.send(ctx.tx, {
      tenantId: ctx.scopeTenantId,
      to: att.email,
      template: 'esign-attorney-sign',
      data: {
        name: att.name,
        signerName: r.signerName,
        documentName: r.fileName,
        caseNo,
        actionLabel: 'Add your signature',
        actionUrl: `${publicOrigin(ctx)}/petition-details/${row.id}?${q.toString()}`,
      },
    });
  }
  return [att.id];
}

// ─────────────────────────── staff calls ───────────────────────────

export async function requestForPetitionerSign(ctx: Ctx<typeof ZRequestForPetitionerSignPayload>) {
  const p = ctx.payload;
  const { a, row: locked } = await staffCase(ctx, true);
  let row = locked;
  const wanted = [...new Set(p.fileIds)];
  const found = await ctx.tx
    .select()
    .from(files)
    .where(and(inArray(files.id, wanted), eq(files.petitionId, row.id), eq(files.status, 'active')));
  if (found.length !== wanted.length) throw notFound('Document not found');
  const byId = new Map(found.map((f) => [f.id, f]));
  const docs = wanted.map((id) => byId.get(id)!);
  for (const f of docs) if (f.mimetype !== 'application/pdf') throw notPdf(f.name);

  const fallback = p.signerEmail ? null : await defaultSigner(ctx.tx, row);
  const email = p.signerEmail ?? fallback?.email;
  if (!email)
    throw unprocessable(
      'signerEmail',
      'The petitioner has no authorised signatory or user with an e-mail address. Enter the signer’s name and e-mail.',
    );
  const name = p.signerName ?? (p.signerEmail ? null : fallback?.name) ?? email;
  const placements = placementsByFile(p.placements, wanted);

  const created: EsignRequestRow[] = [];
  for (const f of docs) {
    const bytes = await readBytes(ctx, f.key);
    if (!looksLikePdf(bytes)) throw notPdf(f.name);
    const pages = await pdfPageCount(bytes, f.name);
    const placed = placements.get(f.id);
    if (placed) await checkPlacement(bytes, placed.placement, placed.path);
    for (const old of await repo.pendingForFile(ctx.tx, row.id, f.id)) {
      await repo.revokeLinks(ctx.tx, old.id);
      await repo.updateRequest(ctx.tx, old.id, { status: 'cancelled', cancelledAt: new Date(), cancelledBy: a.userId });
    }
    const r = await repo.insertRequest(ctx.tx, {
      petitionId: row.id,
      fileId: f.id,
      fileKey: f.key,
      fileName: f.name,
      originalSha256: sha256(bytes),
      originalPageCount: pages,
      placement: placed?.placement ?? null,
      signerName: name,
      signerEmail: email.toLowerCase(),
      message: p.message || null,
      requestedBy: a.userId,
      requestedByName: a.userName,
    });
    created.push(await issueAndMail(ctx, row, r, p.expiresInDays, a.userId));
  }

  const names = docs.map((d) => d.name).join(', ');
  const note = `Signature of ${names} requested from ${name} <${email}>.`;
  let activityCompleted = false;
  const rule = canCompleteActivity(workflowOf(row), workflowStateOf(row), 'REQUEST_PETITIONER_SIGN', {
    roleId: a.roleId,
    userId: a.userId,
    assignments: slotRolesOf(row, a.userId),
  });
  if (rule.ok) {
    row = await completeAndNotify(ctx, a, row, 'REQUEST_PETITIONER_SIGN', { note });
    activityCompleted = true;
  } else {
    await logCase(ctx.tx, a, 'request-for-petitioner-sign', row, row, { note });
  }
  return { data: await Promise.all(created.map((r) => view(ctx.tx, r, true))), activityCompleted };
}

export async function signRequestList(ctx: Ctx<typeof ZSignRequestListPayload>): Promise<TSignRequestListResult> {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId);
  const staff = isStaff(a);
  if (!staff && a.roleId !== ROLE.PETITIONER)
    return { data: [], documents: [], defaultSigner: null, canRequest: false, canAttorneySign: false };
  const requests = await repo.requestsOf(ctx.tx, row.id);
  return {
    data: await Promise.all(requests.map((r) => view(ctx.tx, r, staff))),
    documents: staff ? await signableDocuments(ctx.tx, row, requests) : [],
    defaultSigner: staff ? await defaultSigner(ctx.tx, row) : null,
    canRequest: staff,
    canAttorneySign: mayAttorneySign(a, row),
  };
}

export async function resendSignRequest(ctx: Ctx<typeof ZResendSignRequestPayload>): Promise<TSignRequest> {
  const p = ctx.payload;
  const { a, row } = await staffCase(ctx, true);
  const r = await repo.requestOfCase(ctx.tx, row.id, p.requestId, true);
  if (!r) throw notFound('Signature request not found');
  if (!['requested', 'viewed', 'declined'].includes(r.status))
    throw conflict(
      r.status === 'signed' ? 'This document is already signed.' : 'This request was cancelled. Send a new one.',
    );
  const updated = await repo.updateRequest(ctx.tx, r.id, {
    status: r.status === 'declined' ? 'requested' : r.status,
    signerEmail: (p.signerEmail ?? r.signerEmail).toLowerCase(),
    signerName: p.signerName ?? (p.signerEmail ? p.signerEmail : r.signerName),
    declinedAt: null,
    declineReason: null,
  });
  const after = await issueAndMail(ctx, row, updated, p.expiresInDays, a.userId);
  await logCase(ctx.tx, a, 'esign-resend', row, row, {
    note: `Signature request for ${r.fileName} sent again to ${after.signerName} <${after.signerEmail}>.`,
  });
  return view(ctx.tx, after, true);
}

export async function cancelSignRequest(ctx: Ctx<typeof ZCancelSignRequestPayload>): Promise<TSignRequest> {
  const { a, row } = await staffCase(ctx, true);
  const r = await repo.requestOfCase(ctx.tx, row.id, ctx.payload.requestId, true);
  if (!r) throw notFound('Signature request not found');
  if (!['requested', 'viewed', 'declined'].includes(r.status))
    throw conflict(
      r.status === 'signed' ? 'A signed document cannot be withdrawn.' : 'This request is already cancelled.',
    );
  await repo.revokeLinks(ctx.tx, r.id);
  const after = await repo.updateRequest(ctx.tx, r.id, {
    status: 'cancelled',
    cancelledAt: new Date(),
    cancelledBy: a.userId,
  });
  await logCase(ctx.tx, a, 'esign-cancel', row, row, { note: `Signature request for ${r.fileName} withdrawn.` });
  return view(ctx.tx, after, true);
}

export async function mySignLink(ctx: Ctx<typeof ZMySignLinkPayload>): Promise<{ path: string; expiresAt: string }> {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId);
  const r = await repo.requestOfCase(ctx.tx, row.id, ctx.payload.requestId, true);
  if (!r) throw notFound('Signature request not found');
  if (!PENDING.includes(r.status)) throw conflict('This document is not waiting for your signature.');
  if (r.signerEmail.toLowerCase() !== ctx.session!.email.toLowerCase())
    throw forbidden(`This document was sent to ${r.signerEmail} for signature. Use the link in that e-mail.`);
  if (!(await mailboxProven(ctx.tx, ctx.session!.userId)))
    throw forbidden(`Confirm that ${r.signerEmail} is yours first: sign from the link in the signature e-mail.`);
  const left = (r.linkExpiresAt?.getTime() ?? 0) - Date.now();
  if (left <= 0) throw conflict('This signature request has expired. Ask your case team to send it again.');
  const { token, expiresAt } = await issueLinkToken(ctx.tx, {
    purpose: ESIGN_LINK_PURPOSE,
    recordId: r.id,
    ttlMs: left,
    createdBy: a.userId,
  });
  return { path: `${SIGN_PAGE}?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
}

export async function confirmReviewCompleted(ctx: Ctx<typeof ZConfirmReviewCompletedPayload>) {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId, { lock: true });
  const all = await repo.requestsOf(ctx.tx, row.id);
  const ids = ctx.payload.requestIds;
  let chosen = all.filter((r) => r.status !== 'cancelled');
  if (ids?.length) {
    const byId = new Map(all.map((r) => [r.id, r]));
    if (ids.some((id) => !byId.has(id))) throw notFound('Signature request not found');
    chosen = ids.map((id) => byId.get(id)!);
    if (chosen.some((r) => r.status === 'cancelled')) throw conflict('A cancelled request cannot be confirmed.');
  }
  if (!chosen.length) throw conflict('There is no document to review on this case.');
  const now = new Date();
  const out: EsignRequestRow[] = [];
  for (const r of chosen) {
    out.push(
      await repo.updateRequest(ctx.tx, r.id, {
        reviewConfirmedAt: now,
        reviewConfirmedBy: a.userId,
        reviewConfirmedByName: a.userName,
      }),
    );
  }
  const names = chosen.map((r) => r.fileName).join(', ');
  const who = a.roleId === ROLE.PETITIONER ? a.userName : `${a.userName} for the petitioner`;
  await logCase(ctx.tx, a, 'confirm-review-completed', row, row, { note: `${who} confirmed the review of ${names}.` });
  await tellTeam(
    ctx,
    row,
    'Review completed',
    `${who} confirmed the review of ${names} on case ${shownCaseNumber(row)}.`,
  );
  return { data: await Promise.all(out.map((r) => view(ctx.tx, r, isStaff(a)))) };
}

function markOf(p: {
  method: 'draw' | 'type';
  signatureImage?: string | undefined;
  typedName?: string | undefined;
}): SignatureMark {
  if (p.method === 'draw') return { kind: 'image', png: decodeSignatureImage(p.signatureImage) };
  if (!p.typedName) throw unprocessable('typedName', 'Type your full name.');
  return { kind: 'text', name: p.typedName };
}

const signerRecordOf = (r: EsignRequestRow): SignerRecord => ({
  role: 'signer',
  name: r.signerName,
  email: r.signerEmail,
  method: (r.signatureMethod ?? 'type') as 'draw' | 'type',
  ip: r.signedIp ?? '',
  userAgent: r.signedUserAgent ?? '',
  viewedAt: r.viewedAt?.toISOString() ?? null,
  consentedAt: r.consentedAt?.toISOString() ?? null,
  signedAt: r.signedAt!.toISOString(),
});

/** Writes a signed PDF as a new file of the case; removes the bytes again if the row fails. */
async function storeSigned(
  ctx: CallContext<unknown>,
  row: PetitionRow,
  name: string,
  bytes: Uint8Array,
  by: string | null,
): Promise<FileRow> {
  const storage = storageOf(ctx);
  const key = newStorageKey(ctx.scopeTenantId, 'pdf');
  const buf = Buffer.from(bytes);
  await storage.put(key, buf, { contentType: 'application/pdf', size: buf.length });
  try {
    const [file] = await ctx.tx
      .insert(files)
      .values({
        key,
        name,
        mimetype: 'application/pdf',
        extn: 'pdf',
        size: buf.length,
        sha256: sha256(buf),
        petitionId: row.id,
        createdBy: by,
      })
      .returning();
    return file!;
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

export async function addSignToDocument(ctx: Ctx<typeof ZAddSignToDocumentPayload>): Promise<TSignRequest> {
  const p = ctx.payload;
  const { a, row, r } = await attorneyCase(ctx);
  const mark = markOf(p);
  const before = await readBytes(ctx, r.signedFileKey!);
  if (sha256(before) !== r.signedSha256)
    throw conflict('The signed document changed in storage; it cannot be signed again. Ask for a new signature.');
  if (p.placement) await checkPlacement(before, p.placement, 'placement');
  const target = placedTarget(p.placement) ?? (await mappedTarget(ctx.tx, r.fileId, 'attorney'));
  const now = new Date().toISOString();
  const attorney: SignerRecord = {
    role: 'attorney',
    name: a.userName,
    email: ctx.session!.email,
    method: p.method,
    ip: clientIp(ctx),
    userAgent: userAgent(ctx),
    viewedAt: null,
    consentedAt: now,
    signedAt: now,
  };
  const bytes = await stampAndCertify({
    bytes: before,
    originalPageCount: r.originalPageCount,
    mark,
    slot: 'right',
    target,
    seal: await sealFor(ctx, {
      reason: `Electronically signed by ${r.signerName} and ${a.userName} (attorney), reference ${r.id}`,
      signingTime: new Date(now),
      location: new URL(publicOrigin(ctx)).host,
    }),
    signer: attorney,
    reference: r.id,
    certificate: {
      documentName: r.fileName,
      reference: r.id,
      firmName: ctx.tenant?.name ?? '',
      caseNumber: shownCaseNumber(row),
      originalSha256: r.originalSha256,
      previousSha256: r.signedSha256,
      verifyUrl: `${publicOrigin(ctx)}${VERIFY_PAGE}`,
      consentText: ESIGN_CONSENT_TEXT,
      signers: [signerRecordOf(r), attorney],
    },
  });
  const file = await storeSigned(ctx, row, `${baseName(r.fileName)} (signed by all).pdf`, bytes, a.userId);
  const after = await repo.updateRequest(ctx.tx, r.id, {
    attorneyStatus: 'signed',
    attorneyUserId: a.userId,
    attorneyName: a.userName,
    attorneyEmail: ctx.session!.email,
    attorneySignedAt: new Date(now),
    attorneyIp: attorney.ip,
    attorneyUserAgent: attorney.userAgent,
    attorneyMethod: p.method,
    attorneyFileId: file.id,
    attorneyFileKey: file.key,
    attorneyFileName: file.name,
    attorneySha256: file.sha256,
  });
  await logCase(ctx.tx, a, 'add-sign-to-document', row, row, {
    note: `${a.userName} signed ${r.fileName} as attorney.`,
  });
  await tellTeam(ctx, row, 'Attorney signed', `${a.userName} signed ${r.fileName} on case ${shownCaseNumber(row)}.`);
  return view(ctx.tx, after, true);
}

export async function ignoreAttorneySign(ctx: Ctx<typeof ZIgnoreAttorneySignPayload>): Promise<TSignRequest> {
  const { a, row, r } = await attorneyCase(ctx);
  const after = await repo.updateRequest(ctx.tx, r.id, {
    attorneyStatus: 'ignored',
    attorneyUserId: a.userId,
    attorneyName: a.userName,
    attorneyIgnoredAt: new Date(),
    attorneyIgnoredReason: ctx.payload.reason,
  });
  await logCase(ctx.tx, a, 'ignore-attorney-sign', row, row, {
    note: `${a.userName} skipped the attorney signature on ${r.fileName}: ${ctx.payload.reason}`,
  });
  return view(ctx.tx, after, true);
}

// ─────────────────────────── the sign page (link) ───────────────────────────

/**
 * The request behind the link. The resolver checked purpose, tenant, expiry and revocation; here:
 * the link is not used, the request still waits for a signature and its case exists. Anything
 * else is the standard LINK_TOKEN_INVALID answer.
 */
async function linked(ctx: CallContext<unknown>, lock: boolean): Promise<{ r: EsignRequestRow; row: PetitionRow }> {
  const link = ctx.link!;
  const r = await repo.requestById(ctx.tx, link.recordId, lock);
  const stored = await repo.linkById(ctx.tx, link.linkId);
  if (!r || !stored || stored.usedAt || !PENDING.includes(r.status)) throw new AppError('LINK_TOKEN_INVALID');
  const q = ctx.tx.select().from(petitions).where(eq(petitions.id, r.petitionId)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row || row.deletedAt) throw new AppError('LINK_TOKEN_INVALID');
  return { r, row };
}

/** The signer as the case log and the workflow see him: the petitioner (role 50). */
async function signerAccess(tx: Db, r: EsignRequestRow): Promise<CaseAccess> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.email, r.signerEmail)).limit(1);
  return {
    kind: 'petitioner',
    userId: u?.id ?? r.id,
    userName: `${r.signerName} (signing link)`,
    roleId: 50,
    isExternal: false,
    branchIds: [],
    companyIds: [],
    beneficiaryIds: [],
  };
}

export async function signDetails(ctx: Ctx<typeof ZSignDetailsPayload>): Promise<TSignDetails> {
  const { r, row } = await linked(ctx, false);
  return {
    requestId: r.id,
    firmName: ctx.tenant?.name ?? '',
    caseNumber: shownCaseNumber(row),
    typeName: (await caseTypeNamerOf(ctx.tx)).typeName(row.typeId),
    documentName: r.fileName,
    signerName: r.signerName,
    signerEmail: r.signerEmail,
    message: r.message,
    status: r.status as TSignDetails['status'],
    expiresAt: (r.linkExpiresAt ?? new Date()).toISOString(),
    viewedAt: r.viewedAt?.toISOString() ?? null,
  };
}

export async function signView(ctx: Ctx<typeof ZSignViewPayload>) {
  const { r } = await linked(ctx, true);
  const bytes = await readBytes(ctx, r.fileKey);
  let after = r;
  if (!r.viewedAt) {
    after = await repo.updateRequest(ctx.tx, r.id, {
      status: 'viewed',
      viewedAt: new Date(),
      viewedIp: clientIp(ctx),
      viewedUserAgent: userAgent(ctx),
    });
  }
  return {
    fileName: r.fileName,
    mimeType: 'application/pdf' as const,
    contentBase64: bytes.toString('base64'),
    viewedAt: after.viewedAt!.toISOString(),
  };
}

export async function signDocument(ctx: Ctx<typeof ZSignDocumentPayload>) {
  const p = ctx.payload;
  const { r, row: locked } = await linked(ctx, true);
  let row = locked;
  if (!r.viewedAt) throw conflict('Open and review the document before signing it.');
  const mark = markOf(p);
  const original = await readBytes(ctx, r.fileKey);
  if (sha256(original) !== r.originalSha256)
    throw conflict('The document changed since it was sent. Ask your case team for a new signature request.');
  const now = new Date();
  const signer: SignerRecord = {
    role: 'signer',
    name: r.signerName,
    email: r.signerEmail,
    method: p.method,
    ip: clientIp(ctx),
    userAgent: userAgent(ctx),
    viewedAt: r.viewedAt.toISOString(),
    consentedAt: (r.consentedAt ?? now).toISOString(),
    signedAt: now.toISOString(),
  };
  const bytes = await stampAndCertify({
    bytes: original,
    originalPageCount: r.originalPageCount,
    mark,
    slot: 'left',
    target: placedTarget(r.placement) ?? (await mappedTarget(ctx.tx, r.fileId, 'signer')),
    seal: await sealFor(ctx, {
      reason: `Electronically signed by ${r.signerName}, reference ${r.id}`,
      signingTime: now,
      location: new URL(publicOrigin(ctx)).host,
    }),
    signer,
    reference: r.id,
    certificate: {
      documentName: r.fileName,
      reference: r.id,
      firmName: ctx.tenant?.name ?? '',
      caseNumber: shownCaseNumber(row),
      originalSha256: r.originalSha256,
      previousSha256: null,
      verifyUrl: `${publicOrigin(ctx)}${VERIFY_PAGE}`,
      consentText: ESIGN_CONSENT_TEXT,
      signers: [signer],
    },
  });
  const who = await signerAccess(ctx.tx, r);
  const file = await storeSigned(
    ctx,
    row,
    `${baseName(r.fileName)} (signed).pdf`,
    bytes,
    who.userId === r.id ? null : who.userId,
  );
  const after = await repo.updateRequest(ctx.tx, r.id, {
    status: 'signed',
    consentedAt: new Date(signer.consentedAt!),
    signedAt: now,
    signedIp: signer.ip,
    signedUserAgent: signer.userAgent,
    signatureMethod: p.method,
    signedFileId: file.id,
    signedFileKey: file.key,
    signedFileName: file.name,
    signedSha256: file.sha256,
    attorneyStatus: 'pending',
  });
  await repo.useLink(ctx.tx, ctx.link!.linkId);
  await repo.revokeLinks(ctx.tx, r.id);

  // The case: DOCUMENT_SIGNERS completes when nothing of the case waits for a signature any more.
  const waiting = (await repo.requestsOf(ctx.tx, row.id)).filter((x) => PENDING.includes(x.status));
  let activityCompleted = false;
  const note = `${r.signerName} signed ${r.fileName} electronically.`;
  const rule = canCompleteActivity(workflowOf(row), workflowStateOf(row), 'DOCUMENT_SIGNERS', {
    roleId: 50,
    userId: who.userId,
  });
  if (!waiting.length && rule.ok) {
    row = await completeAndNotify(ctx, who, row, 'DOCUMENT_SIGNERS', { note });
    activityCompleted = true;
  } else {
    await logCase(ctx.tx, who, 'esign-signed', row, row, { note });
  }
  const told = await askAttorneyToSign(ctx, row, after);
  await tellTeam(ctx, row, 'Document signed', `${note} Case ${shownCaseNumber(row)}.`, { exceptIds: told });
  // The signer's copy is read back from storage, so it is exactly the file the firm keeps.
  const signedCopy = { fileName: file.name, mimeType: 'application/pdf' as const, contentBase64: (await readBytes(ctx, file.key)).toString('base64') };
  return { requestId: r.id, status: 'signed' as const, signedAt: now.toISOString(), activityCompleted, signedCopy };
}

export async function declineSign(ctx: Ctx<typeof ZDeclineSignPayload>) {
  const { r, row } = await linked(ctx, true);
  const reason = ctx.payload.reason || null;
  await repo.updateRequest(ctx.tx, r.id, { status: 'declined', declinedAt: new Date(), declineReason: reason });
  await repo.useLink(ctx.tx, ctx.link!.linkId);
  await repo.revokeLinks(ctx.tx, r.id);
  const who = await signerAccess(ctx.tx, r);
  const note = `${r.signerName} declined to sign ${r.fileName}${reason ? `: ${reason}` : '.'}`;
  await logCase(ctx.tx, who, 'esign-declined', row, row, { note });
  await tellTeam(ctx, row, 'Signature declined', `${note} Case ${shownCaseNumber(row)}.`);
  return { requestId: r.id, status: 'declined' as const };
}

// ─────────────────────────── verification (public) ───────────────────────────

export async function verifySignature(ctx: Ctx<typeof ZVerifySignaturePayload>): Promise<TVerifySignatureResult> {
  const bytes = Buffer.from(ctx.payload.contentBase64, 'base64');
  if (!looksLikePdf(bytes))
    throw new AppError('VALIDATION_FAILED', 'This is not a PDF file. Upload the signed PDF you received.', {
      status: 415,
      issues: [{ path: 'contentBase64', message: 'This is not a PDF file. Upload the signed PDF you received.' }],
    });
  const hash = sha256(bytes);
  const embeddedSignature = await checkEmbeddedSignature(ctx, bytes);
  const r = await repo.requestBySignedHash(ctx.tx, hash);
  if (!r || !r.signedAt) return { match: false, sha256: hash, document: null, embeddedSignature };
  const signers: NonNullable<TVerifySignatureResult['document']>['signers'] = [
    { name: r.signerName, role: 'signer', signedAt: r.signedAt.toISOString() },
  ];
  if (r.attorneySha256 === hash && r.attorneySignedAt)
    signers.push({ name: r.attorneyName ?? 'Attorney', role: 'attorney', signedAt: r.attorneySignedAt.toISOString() });
  const name = r.attorneySha256 === hash ? r.attorneyFileName : r.signedFileName;
  return { match: true, sha256: hash, document: { name: name ?? r.fileName, signers }, embeddedSignature };
}
