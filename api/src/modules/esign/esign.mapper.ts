import type { TSignFileRef, TSignRequest } from 'shared/contract';
import type { EsignRequestRow } from './esign.table';
import { iso } from '../../platform/data';

const fileRef = (
  id: string | null,
  key: string | null,
  name: string | null,
  sha: string | null,
): TSignFileRef | null => (id && key && name && sha ? { id, path: key, name, sha256: sha } : null);

/** A sign request as the case's Forms tab shows it; the signer's IP and browser only to staff. */
export function toSignRequest(
  r: EsignRequestRow,
  linkState: TSignRequest['linkState'],
  opts: { staff: boolean },
): TSignRequest {
  return {
    id: r.id,
    petitionId: r.petitionId,
    document: { id: r.fileId, path: r.fileKey, name: r.fileName, sha256: r.originalSha256 },
    signerName: r.signerName,
    signerEmail: r.signerEmail,
    message: r.message,
    status: r.status as TSignRequest['status'],
    requestedAt: r.requestedAt.toISOString(),
    requestedByName: r.requestedByName,
    linkState,
    linkExpiresAt: iso(r.linkExpiresAt),
    viewedAt: iso(r.viewedAt),
    consentedAt: iso(r.consentedAt),
    signedAt: iso(r.signedAt),
    declinedAt: iso(r.declinedAt),
    declineReason: r.declineReason,
    cancelledAt: iso(r.cancelledAt),
    reviewConfirmedAt: iso(r.reviewConfirmedAt),
    reviewConfirmedByName: r.reviewConfirmedByName,
    signedIp: opts.staff ? r.signedIp : null,
    signedUserAgent: opts.staff ? r.signedUserAgent : null,
    petitionerSignedFile: fileRef(r.signedFileId, r.signedFileKey, r.signedFileName, r.signedSha256),
    attorneyStatus: r.attorneyStatus as TSignRequest['attorneyStatus'],
    attorneyName: r.attorneyName,
    attorneySignedAt: iso(r.attorneySignedAt),
    attorneyIgnoredReason: r.attorneyIgnoredReason,
    attorneyIgnoredAt: iso(r.attorneyIgnoredAt),
    attorneySignedFile: fileRef(r.attorneyFileId, r.attorneyFileKey, r.attorneyFileName, r.attorneySha256),
  };
}
