import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultWorkflow } from 'shared/domain';
import { withTenant, type Db } from '../../../platform/db';
import { files } from '../../../platform/storage/storage.table';
import { newStorageKey } from '../../../platform/storage/storage.service';
import type { VictimFixture } from '../../../platform/modules';
import { petitions } from '../../petitions';
import { caseDocuments } from '../case-documents.table';

/**
 * A victim tenant's case with one stored PDF (marked with `marker`): what the case-document,
 * form-version and sign-request fixtures hang their rows on.
 */
export async function insertVictimCasePdf(
  tx: Db,
  tenantId: string,
  marker: string,
): Promise<{ caseId: string; fileId: string; key: string }> {
  const key = newStorageKey(tenantId, 'pdf');
  const [c] = await tx
    .insert(petitions)
    .values({ caseNumber: marker, typeId: 1, workflow: defaultWorkflow(1, 1), nextActivity: 'CREATE_CASE' })
    .returning({ id: petitions.id });
  const [f] = await tx
    .insert(files)
    .values({
      key,
      name: `${marker}.pdf`,
      mimetype: 'application/pdf',
      extn: 'pdf',
      size: 4,
      sha256: '0'.repeat(64),
      petitionId: c!.id,
    })
    .returning({ id: files.id });
  return { caseId: c!.id, fileId: f!.id, key };
}

/*
 * A case document of the victim tenant (a case, its stored file and the checklist row), for the
 * `case_document` ids of the case-document calls (platform/http/__tests__/isolation.test.ts).
 */
export const CASE_DOCUMENTS_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  case_document: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const id = await withTenant(db, victim.id, async (tx) => {
      const { caseId, fileId, key } = await insertVictimCasePdf(tx, victim.id, marker);
      const [d] = await tx
        .insert(caseDocuments)
        .values({
          petitionId: caseId,
          docKey: 'passport_bio_page',
          fileId,
          fileKey: key,
          fileName: `${marker}.pdf`,
          mimetype: 'application/pdf',
          extn: 'pdf',
          size: 4,
          uploadedByKind: 'client',
          reason: marker,
        })
        .returning({ id: caseDocuments.id });
      return d!.id;
    });
    return {
      value: id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, (tx) => tx.select().from(caseDocuments).where(eq(caseDocuments.id, id))),
    };
  },
};
