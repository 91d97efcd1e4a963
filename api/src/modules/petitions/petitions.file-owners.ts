import { or, sql } from 'drizzle-orm';
import { defineFileOwner } from '../../platform/storage';
import { caseAccess } from './petitions.access';
import { findVisibleCase } from './petitions.repository';
import { petitions } from './petitions.table';

/**
 * Files recorded on the case itself (`data`): scanned copies, the notice of a recorded USCIS
 * response and an RFE case's notice. Whoever sees the case sees them (download-scanned-copy has
 * the same rule); a scanned copy is removed with `/petition/delete-scanned-copy`.
 */
export const caseFiles = defineFileOwner({
  kind: 'case',
  label: 'the case (scanned copies and USCIS notices)',
  async ownersOf(tx, keys) {
    const out: { key: string; petitionId: string }[] = [];
    for (const key of keys) {
      const rows = await tx
        .select({ id: petitions.id })
        .from(petitions)
        .where(
          or(
            sql`${petitions.data} @> ${JSON.stringify({ scannedCopies: [{ key }] })}::jsonb`,
            sql`${petitions.data} @> ${JSON.stringify({ uscisNotices: [{ fileKey: key }] })}::jsonb`,
            sql`${petitions.data} @> ${JSON.stringify({ noticeFileKey: key })}::jsonb`,
          ),
        );
      for (const r of rows) out.push({ key, petitionId: r.id });
    }
    return out;
  },
  async canRead(ctx, owner) {
    await findVisibleCase(ctx.tx, await caseAccess(ctx), owner.petitionId);
    return true;
  },
});
