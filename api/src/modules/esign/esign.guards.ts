import { and, eq, inArray, or } from 'drizzle-orm';
import type { FormVersionDeleteGuard } from '../forms';
import { esignRequests } from './esign.table';

/**
 * A form or letter version that is out for signature, or was signed, cannot be deleted: the
 * request (and the certificate's "before" hash) point at its file. Withdraw the request first;
 * a signed one stays as the record of what was signed. Added to forms' hook point by the esign
 * module's definition.
 */
export const esignVersionDeleteGuard: FormVersionDeleteGuard = async (tx, version) => {
  const [r] = await tx
    .select({ status: esignRequests.status })
    .from(esignRequests)
    .where(
      and(
        or(eq(esignRequests.fileId, version.fileId), eq(esignRequests.signedFileId, version.fileId)),
        inArray(esignRequests.status, ['requested', 'viewed', 'signed']),
      ),
    )
    .limit(1);
  if (!r) return null;
  return r.status === 'signed'
    ? 'This version was signed electronically; it stays as the record of what was signed.'
    : 'This version is out for signature. Withdraw the signature request first.';
};
