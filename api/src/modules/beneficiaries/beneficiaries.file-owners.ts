import { inArray } from 'drizzle-orm';
import { defineFileOwner } from '../../platform/storage';
import { peopleAccess } from '../people';
import { findVisibleBeneficiary } from './beneficiaries.service';
import { beneficiaryDocuments } from './beneficiaries.table';

/**
 * A beneficiary's personal documents: whoever sees the beneficiary (staff, the branch, the
 * petitioner of his company, the beneficiary himself). Removed with
 * `/beneficiary/documents-delete`, which releases the file.
 */
export const beneficiaryDocumentFiles = defineFileOwner({
  kind: 'beneficiary-document',
  label: "a beneficiary's document",
  ownersOf: (tx, keys) =>
    tx
      .select({ key: beneficiaryDocuments.fileKey, beneficiaryId: beneficiaryDocuments.beneficiaryId })
      .from(beneficiaryDocuments)
      .where(inArray(beneficiaryDocuments.fileKey, [...keys])),
  async canRead(ctx, owner) {
    await findVisibleBeneficiary(ctx.tx, await peopleAccess(ctx), owner.beneficiaryId);
    return true;
  },
});
