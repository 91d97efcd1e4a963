import { and, eq, inArray } from 'drizzle-orm';
import { formMapping } from 'shared/forms-mappings';
import {
  FORM_CASE_KIND_NOT_FOUND,
  FORMS_PDF_ONLY_MESSAGE,
  type FormCaseKind,
  type TDownloadFilledFormsResult,
  type TFileDownload,
  type TPdfFormVersion,
  type ZDeleteFilledFormPayload,
  type ZDownloadCaseDocumentsPayload,
  type ZDownloadFilledFormsPayload,
  type ZUpdateFormsAndLettersVersionPayload,
  type ZUploadFormsAndLettersPayload,
} from 'shared/contract';
import type { Db } from '../../platform/db';
import { conflict, notFound, validationFailed, type Ctx } from '../../platform/http';
import { defineHookPoint } from '../../platform/modules';
import { releaseFiles, storageOf } from '../../platform/storage';
import { files } from '../../platform/storage/storage.table';
import { caseDocuments } from '../case-documents';
import { downloadAll as downloadCaseDocuments } from '../case-documents';
import { caseAccess, caseVisibility, logCase, petitions } from '../petitions';
import { pdfFormVersions, type PdfFormVersionRow } from './forms.table';
import * as repo from './forms.repository';
import { formCatalogue, formsCaseAccess, toVersion, zipVersions } from './forms.service';

/*
 * Forms and letters beyond generation (docs/forms.md "Forms and letters"): staff upload a prepared
 * PDF as a new version of a form code or of another named form or letter, mark the version to
 * file (one per form code and case), download chosen versions (a signed address or a zip) and
 * delete a version with its stored file. Every change is written to the case activity log.
 */

/**
 * Checks run before a version is deleted; a check answers a reason to refuse (409) or null. Other
 * modules register theirs (e-signature: "this version is out for signature").
 */
export type FormVersionDeleteGuard = (tx: Db, version: PdfFormVersionRow) => Promise<string | null>;
/** The hook point other modules add guards to, through their definition's `hooks` (issue 15.5). */
export const formVersionDeleteGuard = defineHookPoint<FormVersionDeleteGuard>('forms.versionDeleteGuard');
/** The guards installed so far (the hook point's live list). */
export const formVersionDeleteGuards: FormVersionDeleteGuard[] = formVersionDeleteGuard.entries;

async function versionOr404(tx: Db, petitionId: string, id: string): Promise<PdfFormVersionRow> {
  const [v] = await tx
    .select()
    .from(pdfFormVersions)
    .where(and(eq(pdfFormVersions.id, id), eq(pdfFormVersions.petitionId, petitionId)))
    .limit(1);
  if (!v) throw notFound('Form version not found');
  return v;
}

const versionLabel = (v: Pick<PdfFormVersionRow, 'formCode' | 'version' | 'fileName'>): string =>
  `${v.formCode} version ${v.version} (${v.fileName})`;

/** The code a new upload goes under: a mapped form's code, a name already on the case, or the new name. */
function codeFor(input: string, existing: readonly PdfFormVersionRow[]): { code: string; known?: PdfFormVersionRow } {
  const name = input.trim().replace(/\s+/g, ' ');
  const mapped = formCatalogue.find((m) => m.code.toLowerCase() === name.toLowerCase()) ?? formMapping(name);
  if (mapped) return { code: mapped.code, known: existing.find((v) => v.formCode === mapped.code) };
  const known = existing.find((v) => v.formCode.toLowerCase() === name.toLowerCase());
  return { code: known?.formCode ?? name, known };
}

export async function uploadFormsAndLetters(ctx: Ctx<typeof ZUploadFormsAndLettersPayload>): Promise<TPdfFormVersion> {
  const p = ctx.payload;
  const { a, row } = await formsCaseAccess(ctx, p.petitionId);
  const storage = storageOf(ctx);
  const [file] = await storage.findOwned(ctx.tx, ctx.tenant!.id, [p.key]);
  await storage.access.assertAttachable(ctx, [file!]);
  if (file!.mimetype !== 'application/pdf') throw validationFailed([{ path: 'key', message: FORMS_PDF_ONLY_MESSAGE }]);
  if (file!.petitionId && file!.petitionId !== row.id) throw conflict('This file belongs to another case.');
  const [asVersion] = await ctx.tx
    .select({ id: pdfFormVersions.id })
    .from(pdfFormVersions)
    .where(eq(pdfFormVersions.fileId, file!.id))
    .limit(1);
  const [asDocument] = await ctx.tx
    .select({ id: caseDocuments.id })
    .from(caseDocuments)
    .where(eq(caseDocuments.fileId, file!.id))
    .limit(1);
  if (asVersion || asDocument) throw conflict('This file is already attached to the case.');

  const existing = await repo.versionsOf(ctx.tx, row.id);
  const { code, known } = codeFor(p.formCode, existing);
  const mapping = formCatalogue.find((m) => m.code === code);
  const category = mapping ? 'form' : (known?.category ?? p.category ?? 'form');
  if (mapping && p.category === 'letter')
    throw validationFailed([{ path: 'category', message: `${mapping.code} is a USCIS form, not a letter.` }]);

  if (!file!.petitionId) await ctx.tx.update(files).set({ petitionId: row.id }).where(eq(files.id, file!.id));
  const now = new Date();
  const version = await repo.nextVersion(ctx.tx, row.id, code);
  if (p.markFinal) await repo.clearFinal(ctx.tx, row.id, code);
  try {
    const v = await repo.insertVersion(ctx.tx, {
      petitionId: row.id,
      formCode: code,
      edition: mapping?.edition ?? '',
      version,
      fileId: file!.id,
      fileKey: file!.key,
      fileName: file!.name,
      size: file!.size,
      sha256: file!.sha256,
      source: 'uploaded',
      category,
      createdBy: a.userId,
      createdByName: a.userName ?? null,
      ...(p.markFinal ? { isFinal: true, finalBy: a.userId, finalByName: a.userName ?? null, finalAt: now } : {}),
    });
    await logCase(ctx.tx, a, 'upload-form-version', row, row, {
      note: `Uploaded ${versionLabel(v)}${v.isFinal ? ', marked final' : ''}`,
    });
    return toVersion(v);
  } catch (err) {
    if ((err as { code?: string }).code === '23505')
      throw conflict('Another version of this form was added at the same moment. Please try again.');
    throw err;
  }
}

export async function updateFormsAndLettersVersion(
  ctx: Ctx<typeof ZUpdateFormsAndLettersVersionPayload>,
): Promise<TPdfFormVersion> {
  const p = ctx.payload;
  const { a, row } = await formsCaseAccess(ctx, p.petitionId);
  const v = await versionOr404(ctx.tx, row.id, p.versionId);
  if (v.isFinal === p.isFinal) return toVersion(v);
  if (p.isFinal) await repo.clearFinal(ctx.tx, row.id, v.formCode);
  const after = await repo.updateVersion(
    ctx.tx,
    v.id,
    p.isFinal
      ? { isFinal: true, finalBy: a.userId, finalByName: a.userName ?? null, finalAt: new Date() }
      : { isFinal: false, finalBy: null, finalByName: null, finalAt: null },
  );
  await logCase(ctx.tx, a, p.isFinal ? 'mark-form-final' : 'unmark-form-final', row, row, {
    note: `${p.isFinal ? 'Marked final' : 'No longer final'}: ${versionLabel(v)}`,
  });
  return toVersion(after);
}

export async function downloadFilledForms(
  ctx: Ctx<typeof ZDownloadFilledFormsPayload>,
): Promise<TDownloadFilledFormsResult> {
  const p = ctx.payload;
  const { row } = await formsCaseAccess(ctx, p.petitionId);
  const ids = [...new Set(p.versionIds)];
  const versions = await ctx.tx
    .select()
    .from(pdfFormVersions)
    .where(and(eq(pdfFormVersions.petitionId, row.id), inArray(pdfFormVersions.id, ids)));
  if (versions.length !== ids.length) throw notFound('Form version not found');
  const storage = storageOf(ctx);
  if (versions.length === 1) {
    const v = versions[0]!;
    const url = await storage.signedUrlFor(
      ctx.tx,
      { tenantId: ctx.tenant!.id },
      v.fileKey,
      { fileName: v.fileName, petitionId: row.id },
    );
    return { kind: 'url', url, fileName: v.fileName };
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  versions.sort((x, y) => order.get(x.id)! - order.get(y.id)!);
  const zip = await zipVersions(ctx, versions);
  return {
    kind: 'zip',
    fileName: `forms-and-letters-${row.customCaseNumber ?? row.caseNumber}.zip`,
    mimeType: 'application/zip',
    contentBase64: Buffer.from(zip).toString('base64'),
    rowCount: versions.length,
  };
}

export async function deleteFilledForm(ctx: Ctx<typeof ZDeleteFilledFormPayload>): Promise<{ deleted: true }> {
  const p = ctx.payload;
  const { a, row } = await formsCaseAccess(ctx, p.petitionId);
  const v = await versionOr404(ctx.tx, row.id, p.versionId);
  for (const guard of formVersionDeleteGuards) {
    const reason = await guard(ctx.tx, v);
    if (reason) throw conflict(reason);
  }
  await repo.deleteVersion(ctx.tx, v.id);
  // SPEC §7: the stored file goes with its version, in this transaction (bytes after commit),
  // unless another record still holds it.
  await releaseFiles(ctx, [v.fileKey]);
  await logCase(ctx.tx, a, 'delete-form-version', row, row, {
    note: `Deleted ${v.source === 'uploaded' ? 'uploaded' : 'generated'} ${versionLabel(v)}${v.isFinal ? ' (was final)' : ''}`,
  });
  return { deleted: true };
}

/**
 * /rfe-petition/, /perm/, /gc-petition/ download-documents: the case-documents zip, for a case of
 * the prefix's kind (else 404).
 */
export async function downloadDocumentsOfKind(
  ctx: Ctx<typeof ZDownloadCaseDocumentsPayload>,
  kind: FormCaseKind,
): Promise<TFileDownload> {
  // The documents rules (not the forms rules): any staff user who sees the case, of the right kind.
  const a = await caseAccess(ctx);
  const [row] = await ctx.tx
    .select({ id: petitions.id })
    .from(petitions)
    .where(and(eq(petitions.id, ctx.payload.petitionId), caseVisibility(a), eq(petitions.kind, kind)))
    .limit(1);
  if (!row) throw notFound(FORM_CASE_KIND_NOT_FOUND[kind]);
  return downloadCaseDocuments(ctx);
}
