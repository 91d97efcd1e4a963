import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withTenant } from '../../../platform/db';
import type { VictimFixture } from '../../../platform/modules';
import { insertVictimCasePdf } from '../../case-documents';
import { pdfFormVersions } from '../forms.table';

/*
 * A form version of the victim tenant (a case, its stored PDF and the version row), for the
 * `pdf_form_version` ids of the forms-and-letters calls (platform/http/__tests__/isolation.test.ts).
 */
export const FORMS_VICTIM_FIXTURES: Record<string, VictimFixture> = {
  pdf_form_version: async (db, victim) => {
    const marker = `SECRET-${randomBytes(6).toString('hex')}`;
    const id = await withTenant(db, victim.id, async (tx) => {
      const { caseId, fileId, key } = await insertVictimCasePdf(tx, victim.id, marker);
      const [v] = await tx
        .insert(pdfFormVersions)
        .values({
          petitionId: caseId,
          formCode: marker,
          edition: '',
          version: 1,
          fileId,
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
