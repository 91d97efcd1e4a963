import { inArray, or } from 'drizzle-orm';
import { defineFileOwner } from '../../platform/storage';
import { caseAccess, isStaff, findVisibleCase } from '../petitions';
import { esignRequests } from './esign.table';
import { ROLE } from 'shared/domain';

/**
 * The documents of a signature request (sent, signed by the petitioner, signed by the attorney):
 * as `/petition/sign-request-list` shows them, staff and petitioners who see the case. A request
 * is withdrawn or kept as the signed record; its files are never removed through /s3/delete.
 */
export const signatureRequestFiles = defineFileOwner({
  kind: 'signature-request',
  label: 'a signature request',
  async ownersOf(tx, keys) {
    const list = [...keys];
    const rows = await tx
      .select({
        petitionId: esignRequests.petitionId,
        fileKey: esignRequests.fileKey,
        signedFileKey: esignRequests.signedFileKey,
        attorneyFileKey: esignRequests.attorneyFileKey,
      })
      .from(esignRequests)
      .where(
        or(
          inArray(esignRequests.fileKey, list),
          inArray(esignRequests.signedFileKey, list),
          inArray(esignRequests.attorneyFileKey, list),
        ),
      );
    const wanted = new Set(list);
    return rows.flatMap((r) =>
      [r.fileKey, r.signedFileKey, r.attorneyFileKey]
        .filter((k): k is string => k !== null && wanted.has(k))
        .map((key) => ({ key, petitionId: r.petitionId })),
    );
  },
  async canRead(ctx, owner) {
    const a = await caseAccess(ctx);
    if (!isStaff(a) && a.roleId !== ROLE.PETITIONER) return false;
    await findVisibleCase(ctx.tx, a, owner.petitionId);
    return true;
  },
});
