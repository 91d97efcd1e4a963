import {
  approvalRequestBlocker,
  canDecideRfeApproval,
  CASE_STATUS_BY_ID,
  DOCUMENT_REGISTRY,
  documentLabel,
  isRfeResponseDocKey,
  RFE_RESPONSE_DOC_KEYS,
  RFE_STATUS,
  statusAfterResponseUpload,
  uscisNoticeDocKey,
  uscisNoticeLabel,
  uscisNoticeTypeOf,
  type UscisNoticeType,
} from 'shared/domain';
import type {
  TDownloadScannedCopyResult,
  TRfeApprovalRequest,
  TRfeResponseDocs,
  TUscisNotice,
  TUscisNoticeList,
  ZDecideRfeResponseApprovalPayload,
  ZDownloadScannedCopyPayload,
  ZReqRfeResponseApprovalPayload,
  ZRfeResponseDocsPayload,
  ZUploadRfeResponseDocsPayload,
  ZUploadUscisDocsPayload,
  ZUscisNoticesPayload,
} from 'shared/contract';
import { conflict, forbidden, notFound, validationFailed, type CallContext, type Ctx } from '../../platform/http';
import { todayOf } from '../../platform/data';
import { caseAccess, type CaseAccess, shownCaseNumber, notifyCaseUsers, usersForRoles, findVisibleCase, updateCase, usersByIds, logCase, type PetitionRow } from '../petitions';
import * as repo from './case-documents.repository';
import { storageOf } from '../../platform/storage';
import { attachableFile, fileColumns, isStaff, replacedDocument, toDocument } from './case-documents.service';
import type { CaseDocumentRow, RfeResponseApprovalRow } from './case-documents.table';
import { caseDocumentChanged } from './case-documents.hooks';

/*
 * RFE response documents (with the attorney approval that moves an RFE case 32 → 33), USCIS
 * notices and scanned-copy addresses (docs/documents.md). Same visibility as the checklist: a
 * case outside the caller's view is 404; an RFE call on a case that is not an RFE case is 404 too.
 */

function assertStaff(a: CaseAccess): void {
  if (!isStaff(a)) throw forbidden('Only the law firm can do this.');
}

const caseNo = (row: PetitionRow): string => shownCaseNumber(row);

// ─────────────────────────── RFE response documents ───────────────────────────

const toApproval = (r: RfeResponseApprovalRow): TRfeApprovalRequest => ({
  id: r.id,
  status: r.status === 'approved' || r.status === 'rejected' ? r.status : 'pending',
  note: r.note,
  documentIds: r.documentIds ?? [],
  requestedByName: r.requestedByName,
  requestedAt: r.requestedAt.toISOString(),
  decidedByName: r.decidedByName,
  decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  reason: r.reason,
});

const RFE_SLOTS = RFE_RESPONSE_DOC_KEYS.map((key) => ({
  key,
  label: documentLabel(key),
  multiple: DOCUMENT_REGISTRY[key]?.multiple === true,
}));
const isFiled = (statusId: number): boolean => statusId === RFE_STATUS.FILED || statusId === RFE_STATUS.CLOSED;

async function rfeView(ctx: CallContext<unknown>, a: CaseAccess, row: PetitionRow): Promise<TRfeResponseDocs> {
  const docs = await repo.documentsOfCase(ctx.tx, row.id, 'rfe_response');
  const approvals = await repo.approvalsOfCase(ctx.tx, row.id);
  const latest = approvals[0] ?? null;
  const pending = latest?.status === 'pending';
  const current = docs.filter((d) => d.current);
  const staff = isStaff(a);
  const blocker = approvalRequestBlocker({ currentDocs: current.length, pending, statusId: row.statusId });
  return {
    petitionId: row.id,
    caseNumber: caseNo(row),
    statusId: row.statusId,
    statusName: CASE_STATUS_BY_ID.get(row.statusId)?.name ?? String(row.statusId),
    slots: RFE_SLOTS,
    documents: current.map(toDocument),
    previous: docs.filter((d) => !d.current).map(toDocument),
    approval: latest ? toApproval(latest) : null,
    history: approvals.map(toApproval),
    canUpload: staff && !pending && !isFiled(row.statusId),
    canRequestApproval: staff && blocker === null,
    requestBlocker: staff ? blocker : null,
    canDecide: pending && !a.isExternal && canDecideRfeApproval(a, row.attorneyId),
  };
}

async function rfeCase(
  ctx: CallContext<unknown>,
  petitionId: string,
  lock = false,
): Promise<{ a: CaseAccess; row: PetitionRow }> {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, petitionId, { kind: 'rfe', lock });
  return { a, row };
}

export async function rfeResponseDocs(ctx: Ctx<typeof ZRfeResponseDocsPayload>): Promise<TRfeResponseDocs> {
  const { a, row } = await rfeCase(ctx, ctx.payload.petitionId);
  return rfeView(ctx, a, row);
}

const PENDING_MESSAGE =
  'The response documents are waiting for attorney approval; they cannot change until the attorney decides.';

/** upload-rfe-response-docs: a staff upload, awaiting approval; the case moves to 32 'Response Docs Prepared'. */
export async function uploadRfeResponseDoc(ctx: Ctx<typeof ZUploadRfeResponseDocsPayload>): Promise<TRfeResponseDocs> {
  const p = ctx.payload;
  const { a, row } = await rfeCase(ctx, p.petitionId, true);
  assertStaff(a);
  if (!isRfeResponseDocKey(p.docKey))
    throw validationFailed([{ path: 'docKey', message: `${p.docKey} is not a kind of RFE response document` }]);
  if (isFiled(row.statusId)) throw conflict('The response has already been filed.');
  const [latest] = await repo.approvalsOfCase(ctx.tx, row.id);
  if (latest?.status === 'pending') throw conflict(PENDING_MESSAGE);
  const file = await attachableFile(ctx, a, row, p.key, 'staff');
  const docs = await repo.documentsOfCase(ctx.tx, row.id, 'rfe_response');
  const slot = RFE_SLOTS.find((s) => s.key === p.docKey)!;
  const replaced = replacedDocument(docs, slot, p.replacesId);
  if (replaced) await repo.updateDocument(ctx.tx, replaced.id, { current: false });
  const added = await repo.insertDocument(ctx.tx, {
    ...fileColumns(row, file, slot.key, replaced),
    category: 'rfe_response',
    status: null,
    uploadedByKind: 'staff',
    uploadedBy: a.userId,
    uploadedByName: a.userName ?? null,
  });
  await caseDocumentChanged(ctx, { petitionId: row.id, documentId: added.id, change: 'added' });
  const statusId = statusAfterResponseUpload(row.statusId);
  const after = await updateCase(ctx.tx, row.id, { statusId, updatedBy: a.userId });
  await logCase(ctx.tx, a, 'rfe-response-docs', row, after, {
    note: `Response document added: ${slot.label} — ${file.name}`,
  });
  return rfeView(ctx, a, after);
}

/** req-rfe-response-docs-approval: asks the case's attorney (or, without one, the admins) to approve. */
export async function requestRfeApproval(ctx: Ctx<typeof ZReqRfeResponseApprovalPayload>): Promise<TRfeResponseDocs> {
  const p = ctx.payload;
  const { a, row } = await rfeCase(ctx, p.petitionId, true);
  assertStaff(a);
  const current = (await repo.documentsOfCase(ctx.tx, row.id, 'rfe_response')).filter((d) => d.current);
  const [latest] = await repo.approvalsOfCase(ctx.tx, row.id);
  const blocker = approvalRequestBlocker({
    currentDocs: current.length,
    pending: latest?.status === 'pending',
    statusId: row.statusId,
  });
  if (blocker) {
    if (current.length === 0) throw validationFailed([{ path: 'petitionId', message: blocker }]);
    throw conflict(blocker);
  }
  const ids = current.map((d) => d.id);
  // Documents sent back earlier are up for review again.
  await repo.setDocumentsStatus(ctx.tx, row.id, ids, {
    status: null,
    reason: null,
    reviewedBy: null,
    reviewedByName: null,
    reviewedAt: null,
  });
  const note = p.note?.trim() || null;
  await repo.insertApproval(ctx.tx, {
    petitionId: row.id,
    note,
    documentIds: ids,
    requestedBy: a.userId,
    requestedByName: a.userName ?? null,
  });
  const statusId = statusAfterResponseUpload(row.statusId);
  const after = statusId !== row.statusId ? await updateCase(ctx.tx, row.id, { statusId, updatedBy: a.userId }) : row;
  await logCase(ctx.tx, a, 'rfe-response-approval', row, after, {
    note: `Attorney approval requested for ${ids.length} response document(s)${note ? `: ${note}` : ''}`,
  });
  let approvers = await usersForRoles(ctx.tx, after, [6]);
  if (!approvers.length) approvers = await usersForRoles(ctx.tx, after, [3]);
  await notifyCaseUsers(ctx, after, approvers, {
    headline: 'RFE response documents to approve',
    text: `${a.userName} asks you to approve ${ids.length} response document(s) of RFE case ${caseNo(after)}${note ? `: ${note}` : '.'}`,
  });
  return rfeView(ctx, a, after);
}

/** The attorney's decision: approve (case → 33) or send back with a reason the requester sees. */
export async function decideRfeApproval(ctx: Ctx<typeof ZDecideRfeResponseApprovalPayload>): Promise<TRfeResponseDocs> {
  const p = ctx.payload;
  const { a, row } = await rfeCase(ctx, p.petitionId, true);
  const [latest] = await repo.approvalsOfCase(ctx.tx, row.id);
  if (latest?.status !== 'pending') throw conflict('There is no approval request waiting for a decision.');
  if (a.isExternal || !canDecideRfeApproval(a, row.attorneyId)) {
    throw forbidden("Only the case's attorney or an admin can approve the response documents.");
  }
  const reason = p.reason?.trim() || null;
  if (!p.approve && !reason)
    throw validationFailed([{ path: 'reason', message: 'Please give the reason the requester will see.' }]);
  const now = new Date();
  await repo.updateApproval(ctx.tx, latest.id, {
    status: p.approve ? 'approved' : 'rejected',
    decidedBy: a.userId,
    decidedByName: a.userName ?? null,
    decidedAt: now,
    reason: p.approve ? null : reason,
  });
  await repo.setDocumentsStatus(ctx.tx, row.id, latest.documentIds ?? [], {
    status: p.approve,
    reason: p.approve ? null : reason,
    reviewedBy: a.userId,
    reviewedByName: a.userName ?? null,
    reviewedAt: now,
  });
  const statusId = p.approve ? RFE_STATUS.DOCS_APPROVED : RFE_STATUS.DOCS_PREPARED;
  const after = await updateCase(ctx.tx, row.id, { statusId, updatedBy: a.userId });
  await logCase(ctx.tx, a, 'rfe-response-approval', row, after, {
    note: p.approve ? 'Response documents approved' : `Response documents sent back: ${reason}`,
  });
  const requester = (await usersByIds(ctx.tx, [latest.requestedBy])).filter((u) => u.status === 'active');
  await notifyCaseUsers(ctx, after, requester, {
    headline: p.approve ? 'RFE response approved' : 'RFE response sent back',
    text: p.approve
      ? `${a.userName} approved the response documents of RFE case ${caseNo(after)}.`
      : `${a.userName} sent back the response documents of RFE case ${caseNo(after)}: ${reason}`,
  });
  return rfeView(ctx, a, after);
}

// ─────────────────────────── USCIS notices ───────────────────────────

const toNotice = (d: CaseDocumentRow): TUscisNotice => {
  const type: UscisNoticeType = (d.noticeType as UscisNoticeType | null) ?? uscisNoticeTypeOf(d.docKey) ?? 'other';
  return {
    ...toDocument(d),
    noticeType: type,
    noticeTypeLabel: uscisNoticeLabel(type),
    noticeDate: d.noticeDate ?? d.createdAt.toISOString().slice(0, 10),
    receiptNumber: d.receiptNumber,
  };
};

/** upload-uscis-docs: a notice with its type, date and receipt number; the clients are told. */
export async function uploadUscisNotice(ctx: Ctx<typeof ZUploadUscisDocsPayload>): Promise<TUscisNotice> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, p.petitionId, { lock: true });
  assertStaff(a);
  if (p.noticeDate > todayOf(p))
    throw validationFailed([{ path: 'noticeDate', message: 'The notice date cannot be after today.' }]);
  const file = await attachableFile(ctx, a, row, p.key, 'staff');
  const created = await repo.insertDocument(ctx.tx, {
    ...fileColumns(row, file, uscisNoticeDocKey(p.noticeType), undefined),
    category: 'uscis_notice',
    status: true,
    uploadedByKind: 'staff',
    uploadedBy: a.userId,
    uploadedByName: a.userName ?? null,
    noticeType: p.noticeType,
    noticeDate: p.noticeDate,
    receiptNumber: p.receiptNumber ?? null,
  });
  await caseDocumentChanged(ctx, { petitionId: row.id, documentId: created.id, change: 'added' });
  const label = uscisNoticeLabel(p.noticeType);
  await logCase(ctx.tx, a, 'uscis-notice', row, row, {
    note: `${label} of ${p.noticeDate} filed${p.receiptNumber ? ` (${p.receiptNumber})` : ''}`,
  });
  const clients = await usersForRoles(ctx.tx, row, [50, 51]);
  await notifyCaseUsers(ctx, row, clients, {
    headline: 'USCIS notice added',
    text: `${label} dated ${p.noticeDate} was added to case ${caseNo(row)}.`,
  });
  return toNotice(created);
}

export async function uscisNotices(ctx: Ctx<typeof ZUscisNoticesPayload>): Promise<TUscisNoticeList> {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, ctx.payload.petitionId);
  const docs = (await repo.documentsOfCase(ctx.tx, row.id, 'uscis_notice')).filter((d) => d.current).map(toNotice);
  docs.sort((x, y) => y.noticeDate.localeCompare(x.noticeDate) || y.createdAt.localeCompare(x.createdAt));
  return { petitionId: row.id, items: docs, canUpload: isStaff(a) };
}

// ─────────────────────────── scanned copies ───────────────────────────

/** download-scanned-copy: a signed address of one scanned copy recorded on the case. */
export async function downloadScannedCopy(
  ctx: Ctx<typeof ZDownloadScannedCopyPayload>,
): Promise<TDownloadScannedCopyResult> {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, p.petitionId);
  const copies = Array.isArray(row.data?.scannedCopies)
    ? (row.data.scannedCopies as { key?: unknown; name?: unknown }[])
    : [];
  const copy = copies.find((c) => c && c.key === p.key);
  if (!copy) throw notFound('Scanned copy not found');
  const name = typeof copy.name === 'string' && copy.name ? copy.name : 'scanned-copy';
  const data = await storageOf(ctx).signedUrlFor(
    ctx.tx,
    { tenantId: ctx.tenant!.id },
    p.key,
    {
      fileName: name,
      petitionId: row.id,
    },
  );
  return { data, name };
}
