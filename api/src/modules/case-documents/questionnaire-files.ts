import { and, eq, inArray } from 'drizzle-orm';
import { isAcceptedDocumentFile, questionDocumentSlot, caseChecklist, configuredChecklistOf } from 'shared/domain';
import type { TQuestionnaireField } from 'shared/domain';
import { files } from '../../platform/storage/storage.table';
import type { AfterSubmit } from '../questionnaires';
import * as repo from './case-documents.repository';
import { fileColumns, replacedDocument } from './case-documents.service';
import { caseDocumentChanged } from './case-documents.hooks';

interface FileAnswer {
  key: string;
  name?: string;
}

const fileAnswers = (v: unknown): FileAnswer[] =>
  Array.isArray(v)
    ? v.filter((x): x is FileAnswer => typeof x === 'object' && x !== null && typeof (x as FileAnswer).key === 'string')
    : [];

/**
 * After a questionnaire is submitted, its file answers join the case's document checklist
 * (docs/documents.md, "Files from questionnaires"): sent through the client's link they await
 * review like any client upload; completed by staff they count as staff uploads (accepted). A
 * file already attached is left alone, so submitting twice adds nothing.
 */
export const attachQuestionnaireFiles: AfterSubmit = async (ctx, { row, q, answers, by }) => {
  const fields = (q.fields ?? []) as TQuestionnaireField[];
  const wanted = fields
    .filter((f) => f.type === 'file')
    .flatMap((f) => fileAnswers(answers[f.key]).map((a) => ({ field: f.key, key: a.key })));
  if (!wanted.length) return;
  const stored = await ctx.tx
    .select()
    .from(files)
    .where(
      and(
        inArray(
          files.key,
          wanted.map((w) => w.key),
        ),
        eq(files.status, 'active'),
      ),
    );
  const byKey = new Map(stored.map((f) => [f.key, f]));
  const viaLink = Boolean(ctx.link);
  const now = new Date();
  for (const w of wanted) {
    const file = byKey.get(w.key);
    if (!file || (file.petitionId && file.petitionId !== row.id) || !isAcceptedDocumentFile(file)) continue;
    if (await repo.documentByFile(ctx.tx, file.id)) continue;
    const configured = configuredChecklistOf(row.data);
    const docKey = questionDocumentSlot(row.typeId, w.field, configured);
    const slot = caseChecklist(row.typeId, configured).find((s) => s.key === docKey)!;
    const docs = await repo.documentsOfCase(ctx.tx, row.id, 'checklist');
    const replaced = replacedDocument(docs, slot);
    if (replaced) await repo.updateDocument(ctx.tx, replaced.id, { current: false });
    if (!file.petitionId) await ctx.tx.update(files).set({ petitionId: row.id }).where(eq(files.id, file.id));
    const added = await repo.insertDocument(ctx.tx, {
      ...fileColumns(row, file, docKey, replaced),
      status: viaLink ? null : true,
      uploadedByKind: viaLink ? 'client' : 'staff',
      uploadedBy: by.userId,
      uploadedByName: by.userName,
      ...(viaLink ? {} : { reviewedBy: by.userId, reviewedByName: by.userName, reviewedAt: now }),
    });
    await caseDocumentChanged(ctx, { petitionId: row.id, documentId: added.id, change: 'added' });
  }
};
