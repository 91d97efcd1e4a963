import { inArray, sql } from 'drizzle-orm';
import type { CallContext } from '../../platform/http';
import { defineFileOwner } from '../../platform/storage';
import { peopleAccess } from '../people';
import { findVisibleCompany } from './companies.service';
import { companies, companyDocuments } from './companies.table';

const readCompany = async (ctx: CallContext<unknown>, companyId: string): Promise<boolean> => {
  await findVisibleCompany(ctx.tx, await peopleAccess(ctx), companyId);
  return true;
};

/**
 * A petitioner company's documents: whoever sees the company (staff, the branch, its own
 * petitioners). Removed with `/company/documents-delete`, which releases the file.
 */
export const companyDocumentFiles = defineFileOwner({
  kind: 'company-document',
  label: "a petitioner's document",
  ownersOf: (tx, keys) =>
    tx
      .select({ key: companyDocuments.fileKey, companyId: companyDocuments.companyId })
      .from(companyDocuments)
      .where(inArray(companyDocuments.fileKey, [...keys])),
  canRead: (ctx, owner) => readCompany(ctx, owner.companyId),
});

/** The authorised signer's signature image: same visibility; replaced with `/company/update-auth-signer-sign`. */
export const companySignatureFiles = defineFileOwner({
  kind: 'company-signature',
  label: "a petitioner's authorised signer signature",
  async ownersOf(tx, keys) {
    const rows = await tx
      .select({ key: sql<string>`${companies.authSigner}->>'signatureKey'`, companyId: companies.id })
      .from(companies)
      .where(inArray(sql`${companies.authSigner}->>'signatureKey'`, [...keys]));
    return rows;
  },
  canRead: (ctx, owner) => readCompany(ctx, owner.companyId),
});
