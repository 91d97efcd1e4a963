import type { ZDeleteScannedCopyPayload, ZUploadScannedCopyPayload } from 'shared/contract';
import { notFound } from '../../platform/http';
import { assertAttachableKeys, releaseFiles } from '../../platform/storage';
import { assertFileKeys } from '../people';
import { caseAccess } from './petitions.access';
import * as repo from './petitions.repository';
import { caseView, logCase, type Ctx } from './petitions.service';

/* /petition/upload-scanned-copy, /petition/delete-scanned-copy: the case's scanned copies. */

interface ScannedCopy {
  key: string;
  name: string;
  at: string;
  by: string;
}

export async function uploadScannedCopy(ctx: Ctx<typeof ZUploadScannedCopyPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await repo.findVisibleCase(ctx.tx, a, p.petitionId, { lock: true });
  await assertFileKeys(ctx.tx, [p.key], 'key');
  await assertAttachableKeys(ctx, [p.key]);
  const copies = ((row.data?.scannedCopies as ScannedCopy[] | undefined) ?? []).filter((c) => c.key !== p.key);
  copies.push({ key: p.key, name: p.name, at: new Date().toISOString(), by: a.userId });
  const after = await repo.updateCase(ctx.tx, row.id, { data: { ...(row.data ?? {}), scannedCopies: copies }, scannedCopyCount: copies.length, updatedBy: a.userId });
  await logCase(ctx.tx, a, 'scanned-copy', row, after, { note: `Scanned copy added: ${p.name}` });
  return caseView(ctx, after);
}

export async function deleteScannedCopy(ctx: Ctx<typeof ZDeleteScannedCopyPayload>) {
  const p = ctx.payload;
  const a = await caseAccess(ctx);
  const row = await repo.findVisibleCase(ctx.tx, a, p.petitionId, { lock: true });
  const copies = (row.data?.scannedCopies as ScannedCopy[] | undefined) ?? [];
  const left = copies.filter((c) => c.key !== p.key);
  if (left.length === copies.length) throw notFound('Scanned copy not found');
  const after = await repo.updateCase(ctx.tx, row.id, { data: { ...(row.data ?? {}), scannedCopies: left }, scannedCopyCount: left.length, updatedBy: a.userId });
  await logCase(ctx.tx, a, 'scanned-copy', row, after, { note: 'Scanned copy removed' });
  // SPEC §7: the stored file of a removed upload is deleted too, in this transaction (bytes after
  // commit), unless another record still holds it (unknown keys are ignored).
  await releaseFiles(ctx, [p.key]);
  return caseView(ctx, after);
}
