import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import {
  caseChecklist,
  configuredChecklistOf,
  documentLabel,
  documentsRequiredError,
  DOCUMENT_TYPE_MESSAGE,
  isAcceptedDocumentFile,
  RFE_STATUS,
} from 'shared/domain';
import {
  CASE_DOCUMENT_STAFF_ROLES,
  type TAwaitingReviewResult,
  type TCaseChecklist,
  type TCaseDocument,
  type TChecklistSlotView,
  type TFileDownload,
  type ZAcceptBeneficiaryDocsPayload,
  type ZAttachCaseDocumentPayload,
  type ZAwaitingReviewPayload,
  type ZCaseChecklistPayload,
  type ZDeleteCaseDocumentPayload,
  type ZDownloadCaseDocumentsPayload,
} from 'shared/contract';
import { conflict, forbidden, notFound, validationFailed, type CallContext, type Ctx } from '../../platform/http';
import { readAll, releaseFiles, storageOf } from '../../platform/storage';
import { files } from '../../platform/storage/storage.table';
import { caseAccess, type CaseAccess, notifyCaseUsers, findVisibleCase, updateCase, usersByIds, logCase, type PetitionRow } from '../petitions';
import * as repo from './case-documents.repository';
import type { CaseDocumentRow } from './case-documents.table';
import { caseDocumentChanged } from './case-documents.hooks';

/*
 * Case documents (docs/documents.md): checklist slots by case type, uploads by staff and clients,
 * review, versions, delete with storage cleanup, one zip of the case's documents, and the list
 * of documents awaiting review across cases. Visibility is the case's (petitions.access): a case
 * outside the caller's view is 404.
 */

const STAFF: readonly number[] = CASE_DOCUMENT_STAFF_ROLES;
/** Internal staff (3–13) who are not external users. */
export const isStaff = (a: CaseAccess): boolean => STAFF.includes(a.roleId) && !a.isExternal;

export const toDocument = (r: CaseDocumentRow): TCaseDocument => ({
  id: r.id,
  petitionId: r.petitionId,
  docKey: r.docKey,
  category: r.category === 'rfe_response' || r.category === 'uscis_notice' ? r.category : 'checklist',
  path: r.fileKey,
  name: r.fileName,
  mimetype: r.mimetype,
  extn: r.extn,
  size: r.size,
  version: r.version,
  current: r.current,
  status: r.status,
  reason: r.reason,
  uploadedByKind: r.uploadedByKind === 'staff' ? 'staff' : 'client',
  uploadedByName: r.uploadedByName,
  reviewedByName: r.reviewedByName,
  reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
  createdAt: r.createdAt.toISOString(),
});

export async function visibleCase(
  ctx: CallContext<unknown>,
  petitionId: string,
  lock = false,
): Promise<{ a: CaseAccess; row: PetitionRow }> {
  const a = await caseAccess(ctx);
  const row = await findVisibleCase(ctx.tx, a, petitionId, { lock });
  return { a, row };
}

export async function documentOr404(
  ctx: CallContext<unknown>,
  petitionId: string,
  id: string,
): Promise<CaseDocumentRow> {
  const d = await repo.documentOfCase(ctx.tx, petitionId, id);
  if (!d) throw notFound('Document not found');
  return d;
}

export function buildChecklist(row: PetitionRow, docs: readonly CaseDocumentRow[], canReview: boolean): TCaseChecklist {
  const slots: TChecklistSlotView[] = caseChecklist(row.typeId, configuredChecklistOf(row.data)).map((s) => {
    const mine = docs.filter((d) => d.docKey === s.key);
    const current = mine.filter((d) => d.current).map(toDocument);
    return {
      ...s,
      files: current,
      previous: mine.filter((d) => !d.current).map(toDocument),
      error: s.required ? documentsRequiredError(s.label, current) : null,
    };
  });
  // Files in a slot the case type no longer lists stay visible as optional slots.
  const listed = new Set(slots.map((s) => s.key));
  for (const key of [...new Set(docs.map((d) => d.docKey))].filter((k) => !listed.has(k))) {
    const mine = docs.filter((d) => d.docKey === key);
    slots.push({
      key,
      label: documentLabel(key),
      required: false,
      multiple: true,
      files: mine.filter((d) => d.current).map(toDocument),
      previous: mine.filter((d) => !d.current).map(toDocument),
      error: null,
    });
  }
  return {
    petitionId: row.id,
    caseNumber: row.customCaseNumber ?? row.caseNumber,
    typeId: row.typeId,
    kind: row.kind,
    slots,
    missing: slots.flatMap((s) => (s.error ? [s.error] : [])),
    canReview,
  };
}

export async function checklist(ctx: Ctx<typeof ZCaseChecklistPayload>): Promise<TCaseChecklist> {
  const { a, row } = await visibleCase(ctx, ctx.payload.petitionId);
  const docs = await repo.documentsOfCase(ctx.tx, row.id, 'checklist');
  return buildChecklist(row, docs, isStaff(a));
}

/** Staff (`manage-document-upload`, accepted at once) or the client (`upload-beneficiary-docs`, awaits review). */
export async function attach(
  ctx: Ctx<typeof ZAttachCaseDocumentPayload>,
  by: 'staff' | 'client',
): Promise<TCaseDocument> {
  const p = ctx.payload;
  const { a, row } = await visibleCase(ctx, p.petitionId, true);
  const slot = caseChecklist(row.typeId, configuredChecklistOf(row.data)).find((s) => s.key === p.docKey);
  if (!slot) throw validationFailed([{ path: 'docKey', message: `${p.docKey} is not a document of this case type` }]);
  const file = await attachableFile(ctx, a, row, p.key, by);
  const docs = await repo.documentsOfCase(ctx.tx, row.id, 'checklist');
  const replaced = replacedDocument(docs, slot, p.replacesId);
  if (replaced) await repo.updateDocument(ctx.tx, replaced.id, { current: false });
  const now = new Date();
  const created = await repo.insertDocument(ctx.tx, {
    ...fileColumns(row, file, slot.key, replaced),
    status: by === 'staff' ? true : null,
    uploadedByKind: by,
    uploadedBy: a.userId,
    uploadedByName: a.userName ?? null,
    ...(by === 'staff' ? { reviewedBy: a.userId, reviewedByName: a.userName ?? null, reviewedAt: now } : {}),
  });
  await caseDocumentChanged(ctx, { petitionId: row.id, documentId: created.id, change: 'added' });
  return toDocument(created);
}

type FileRow = typeof files.$inferSelect;

/**
 * The stored file behind `key`, checked for attaching to `row`: an active file of the tenant
 * (another tenant's key 403, unknown 404), an accepted type (422), the caller's own upload when
 * a client attaches (403), not another case's (409) nor attached already (409). Links the file
 * to the case.
 */
export async function attachableFile(
  ctx: CallContext<unknown>,
  a: CaseAccess,
  row: PetitionRow,
  key: string,
  by: 'staff' | 'client',
): Promise<FileRow> {
  const storage = storageOf(ctx);
  const [file] = await storage.findOwned(ctx.tx, ctx.tenant!.id, [key]);
  await storage.access.assertAttachable(ctx, [file!]);
  if (!isAcceptedDocumentFile(file!)) throw validationFailed([{ path: 'key', message: DOCUMENT_TYPE_MESSAGE }]);
  if (by === 'client' && file!.createdBy !== a.userId) throw forbidden('You can attach only files you uploaded.');
  if (file!.petitionId && file!.petitionId !== row.id) throw conflict('This file belongs to another case.');
  if (await repo.documentByFile(ctx.tx, file!.id)) throw conflict('This file is already attached to a document.');
  if (!file!.petitionId) await ctx.tx.update(files).set({ petitionId: row.id }).where(eq(files.id, file!.id));
  return file!;
}

/** The current document an upload replaces: `replacesId` (404 when not current in the slot), else a single-file slot's file. */
export function replacedDocument(
  docs: readonly CaseDocumentRow[],
  slot: { key: string; multiple: boolean },
  replacesId?: string,
): CaseDocumentRow | undefined {
  const currentInSlot = docs.filter((d) => d.docKey === slot.key && d.current);
  if (replacesId) {
    const r = currentInSlot.find((d) => d.id === replacesId);
    if (!r) throw notFound('The document to replace was not found in this slot.');
    return r;
  }
  return slot.multiple ? undefined : currentInSlot[0];
}

/** The columns a new document row takes from its case, file and the version it replaces. */
export const fileColumns = (
  row: PetitionRow,
  file: FileRow,
  docKey: string,
  replaced: CaseDocumentRow | undefined,
) => ({
  petitionId: row.id,
  docKey,
  fileId: file.id,
  fileKey: file.key,
  fileName: file.name,
  mimetype: file.mimetype,
  extn: file.extn,
  size: file.size,
  version: replaced ? replaced.version + 1 : 1,
  current: true,
  replacesId: replaced?.id ?? null,
});

export async function review(ctx: Ctx<typeof ZAcceptBeneficiaryDocsPayload>): Promise<TCaseDocument> {
  const p = ctx.payload;
  const { a, row } = await visibleCase(ctx, p.petitionId, true);
  const doc = await documentOr404(ctx, row.id, p.documentId);
  if (doc.category === 'rfe_response')
    throw conflict('RFE response documents are approved through the attorney approval request.');
  if (doc.category === 'uscis_notice') throw conflict('USCIS notices are not reviewed.');
  const reason = p.reason?.trim() || null;
  if (!p.status && !reason)
    throw validationFailed([{ path: 'reason', message: 'Please give the reason the client will see.' }]);
  const after = await repo.updateDocument(ctx.tx, doc.id, {
    status: p.status,
    reason: p.status ? null : reason,
    reviewedBy: a.userId,
    reviewedByName: a.userName ?? null,
    reviewedAt: new Date(),
  });
  // The client who uploaded a rejected file is told why (notification and mail, in this transaction).
  if (!p.status && doc.uploadedByKind === 'client' && doc.uploadedBy) {
    const who = (await usersByIds(ctx.tx, [doc.uploadedBy])).filter((u) => u.status === 'active');
    await notifyCaseUsers(ctx, row, who, {
      headline: `${documentLabel(doc.docKey)} needs a new upload`,
      text: `${doc.fileName} was not accepted: ${reason}`,
    });
  }
  return toDocument(after);
}

export async function remove(ctx: Ctx<typeof ZDeleteCaseDocumentPayload>): Promise<{ deleted: true }> {
  const p = ctx.payload;
  const { a, row } = await visibleCase(ctx, p.petitionId, true);
  const doc = await documentOr404(ctx, row.id, p.documentId);
  if (!isStaff(a) && (doc.uploadedBy !== a.userId || doc.status === true)) {
    throw forbidden('You can remove only your own documents that are not yet accepted.');
  }
  if (doc.category === 'rfe_response') {
    const [latest] = await repo.approvalsOfCase(ctx.tx, row.id);
    if (latest?.status === 'pending')
      throw conflict(
        'The response documents are waiting for attorney approval; they cannot change until the attorney decides.',
      );
  }
  await repo.deleteDocument(ctx.tx, doc.id);
  await caseDocumentChanged(ctx, { petitionId: row.id, documentId: doc.id, change: 'removed' });
  // Approved response documents changed: the approval no longer holds.
  if (doc.category === 'rfe_response' && row.statusId === RFE_STATUS.DOCS_APPROVED) {
    const after = await updateCase(ctx.tx, row.id, { statusId: RFE_STATUS.DOCS_PREPARED, updatedBy: a.userId });
    await logCase(ctx.tx, a, 'rfe-response-docs', row, after, { note: `Response document removed: ${doc.fileName}` });
  }
  // The version it replaced becomes current again.
  if (doc.current && doc.replacesId) {
    const prev = await repo.documentOfCase(ctx.tx, row.id, doc.replacesId);
    if (prev) await repo.updateDocument(ctx.tx, prev.id, { current: true });
  }
  // SPEC §7: the stored file goes with its row, in this transaction (bytes after commit), unless
  // another record still holds it.
  await releaseFiles(ctx, [doc.fileKey]);
  return { deleted: true };
}

/** Unique entry names inside one zip folder: "a.pdf", "a (2).pdf"… */
function uniqueName(taken: Set<string>, folder: string, name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  let candidate = `${folder}/${name}`;
  for (let i = 2; taken.has(candidate); i += 1) candidate = `${folder}/${stem} (${i})${ext}`;
  taken.add(candidate);
  return candidate;
}

export async function downloadAll(ctx: Ctx<typeof ZDownloadCaseDocumentsPayload>): Promise<TFileDownload> {
  const { row } = await visibleCase(ctx, ctx.payload.petitionId);
  // Every current document: checklist files, RFE response documents and USCIS notices.
  const docs = (await repo.documentsOfCase(ctx.tx, row.id)).filter((d) => d.current);
  if (docs.length === 0) throw notFound('This case has no documents yet.');
  const storage = storageOf(ctx);
  const entries: Record<string, Uint8Array> = {};
  const taken = new Set<string>();
  for (const d of docs) {
    const folder = documentLabel(d.docKey).replace(/[\\/:*?"<>|]/g, '-');
    entries[uniqueName(taken, folder, d.fileName.replace(/[\\/]/g, '-'))] = new Uint8Array(
      await readAll(await storage.get(d.fileKey)),
    );
  }
  const zip = zipSync(entries, { level: 6 });
  return {
    fileName: `documents-${row.customCaseNumber ?? row.caseNumber}.zip`,
    mimeType: 'application/zip',
    contentBase64: Buffer.from(zip).toString('base64'),
    rowCount: docs.length,
  };
}

export async function awaitingReview(ctx: Ctx<typeof ZAwaitingReviewPayload>): Promise<TAwaitingReviewResult> {
  const a = await caseAccess(ctx);
  const { rows, total } = await repo.awaitingReview(ctx.tx, a, ctx.payload.page, ctx.payload.perpage);
  return {
    total,
    items: rows.map((r) => ({
      ...toDocument(r.doc),
      caseNumber: r.customCaseNumber ?? r.caseNumber,
      docLabel: documentLabel(r.doc.docKey),
      beneficiaryName: r.beneficiaryName ?? null,
    })),
  };
}
