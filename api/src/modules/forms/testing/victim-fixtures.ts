import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultWorkflow } from 'shared/domain';
import { withTenant } from '../../../platform/db';
import { files } from '../../../platform/storage/storage.table';
import { newStorageKey } from '../../../platform/storage/storage.service';
import type { VictimFixture } from '../../../testing/isolation-fixtures';
import { petitions } from '../../petitions/petitions.table';
import { pdfFormVersions } from '../forms.table';

/*
 * A form version of the victim tenant (a case, its stored PDF and the version row), for the
 * `pdf_form_version` ids of the forms-and-letters calls (platform/http/__tests__/isolation.test.ts).
 */
export const FORMS_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  pdf_form_version: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const key = newStorageKey(victim.id, 'pdf');
    const id = await withTenant(db, victim.id, async (tx) => {
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
      const [v] = await tx
        .insert(pdfFormVersions)
        .values({
          petitionId: c!.id,
          formCode: marker,
          edition: '',
          version: 1,
          fileId: f!.id,
          fileKey: key,
          fileName: `${marker}.pdf`,
          size: 4,
          sha256: '0'.repeat(64),
          source: 'uploaded',
          category: 'letter',
        })
        .returning({ id: pdfFormVersions.id });
      return v!.id;
    });
    return {
      value: id,
      marker,
      snapshot: () =>
        withTenant(db, victim.id, (tx) => tx.select().from(pdfFormVersions).where(eq(pdfFormVersions.id, id))),
    };
  },
};
