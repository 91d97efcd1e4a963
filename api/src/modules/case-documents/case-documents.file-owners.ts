import { inArray } from 'drizzle-orm';
import { defineFileOwner } from '../../platform/storage';
import { caseAccess, findVisibleCase } from '../petitions';
import { caseDocuments } from './case-documents.table';

/**
 * Files of a case's documents (checklist, RFE response documents, USCIS notices): whoever sees
 * the case sees them, as the checklist and the filing-document lists show them. Removed with
 * `/petition/delete-case-document`, which releases the file.
 */
export const caseDocumentFiles = defineFileOwner({
  kind: 'case-document',
  label: 'a case document',
  ownersOf: (tx, keys) =>
    tx
      .select({ key: caseDocuments.fileKey, petitionId: caseDocuments.petitionId })
      .from(caseDocuments)
      .where(inArray(caseDocuments.fileKey, [...keys])),
  async canRead(ctx, owner) {
    await findVisibleCase(ctx.tx, await caseAccess(ctx), owner.petitionId);
    return true;
  },
});
