import { eq } from 'drizzle-orm';
import type { TDocumentSignaturePlacement, TSignaturePlacement } from 'shared/contract';
import { formMapping } from 'shared/forms-mappings';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http';
import { pdfFormVersions } from '../forms';
import type { SignatureTarget } from './esign.pdf';

/*
 * Where a signature goes (docs/esign.md "Where the signature goes"): a box the requester placed
 * wins; else a USCIS form version (generated or uploaded under its form code) is signed in the
 * signature box its mapping names for the signer's role; else nothing on the document's pages
 * (the certificate page carries the signature).
 */

/** The mapped signature box of the form version stored as `fileId`, for the signer or the attorney. */
export async function mappedTarget(
  tx: Db,
  fileId: string,
  who: 'signer' | 'attorney',
): Promise<SignatureTarget | null> {
  const [v] = await tx
    .select({ formCode: pdfFormVersions.formCode })
    .from(pdfFormVersions)
    .where(eq(pdfFormVersions.fileId, fileId))
    .limit(1);
  const m = v ? formMapping(v.formCode) : undefined;
  if (!m) return null;
  // The request goes to the petitioner's signatory: the petitioner's box, else the applicant's.
  const slot =
    who === 'attorney'
      ? m.signatures.find((s) => s.role === 'preparer')
      : (m.signatures.find((s) => s.role === 'petitioner') ?? m.signatures.find((s) => s.role === 'applicant'));
  return slot ? { kind: 'field', field: slot.field, dateField: slot.dateField } : null;
}

/** The placement target, when one was given. */
export const placedTarget = (p: TSignaturePlacement | null | undefined): SignatureTarget | null =>
  p ? { kind: 'box', page: p.page, x: p.x, y: p.y, width: p.width, height: p.height } : null;

/** The requested placements by document: each for a chosen document, at most one each. */
export function placementsByFile(
  placements: TDocumentSignaturePlacement[] | undefined,
  fileIds: string[],
): Map<string, { placement: TSignaturePlacement; path: string }> {
  const out = new Map<string, { placement: TSignaturePlacement; path: string }>();
  (placements ?? []).forEach(({ fileId, ...placement }, i) => {
    const path = `placements.${i}`;
    const refuse = (message: string) =>
      new AppError('VALIDATION_FAILED', message, { issues: [{ path: `${path}.fileId`, message }] });
    if (!fileIds.includes(fileId)) throw refuse('This placement is for a document that is not being sent.');
    if (out.has(fileId)) throw refuse('Place the signature once per document.');
    out.set(fileId, { placement, path });
  });
  return out;
}
