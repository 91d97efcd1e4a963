import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TSignaturePlacement } from 'shared/contract';
import { referencePolicies, tenantIdColumn, tenantTable } from '../../platform/db/tenant-table';

/**
 * One sign request: one stored PDF of a case, one signer, one link at a time (docs/esign.md).
 * The hashes of the original and of every signed file we produce are kept here: a file cannot
 * carry its own SHA-256, so verification looks them up.
 */
export const esignRequests = tenantTable(
  'esign_requests',
  {
    id: uuid('id').notNull().defaultRandom(),
    petitionId: uuid('petition_id').notNull(),
    /** The document sent (a `files` row of the case). */
    fileId: uuid('file_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    originalSha256: text('original_sha256').notNull(),
    /** Pages of the original: signatures go on its last page, before any certificate. */
    originalPageCount: integer('original_page_count').notNull(),
    /** Where the signer's signature goes, placed by the requester (documents without a mapped box). */
    placement: jsonb('placement').$type<TSignaturePlacement>(),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    message: text('message'),
    /** requested, viewed, signed, declined, cancelled. */
    status: text('status').notNull().default('requested'),
    /** The current link token (link_tokens.id); older ones are revoked. */
    linkId: uuid('link_id'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    requestedBy: uuid('requested_by'),
    requestedByName: text('requested_by_name'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    viewedIp: text('viewed_ip'),
    viewedUserAgent: text('viewed_user_agent'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: text('signed_ip'),
    signedUserAgent: text('signed_user_agent'),
    /** draw or type. */
    signatureMethod: text('signature_method'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    reviewConfirmedAt: timestamp('review_confirmed_at', { withTimezone: true }),
    reviewConfirmedBy: uuid('review_confirmed_by'),
    reviewConfirmedByName: text('review_confirmed_by_name'),
    /** The PDF with the petitioner's signature and certificate. */
    signedFileId: uuid('signed_file_id'),
    signedFileKey: text('signed_file_key'),
    signedFileName: text('signed_file_name'),
    signedSha256: text('signed_sha256'),
    /** none (not signed yet), pending, signed, ignored. */
    attorneyStatus: text('attorney_status').notNull().default('none'),
    attorneyUserId: uuid('attorney_user_id'),
    attorneyName: text('attorney_name'),
    attorneyEmail: text('attorney_email'),
    attorneySignedAt: timestamp('attorney_signed_at', { withTimezone: true }),
    attorneyIp: text('attorney_ip'),
    attorneyUserAgent: text('attorney_user_agent'),
    attorneyMethod: text('attorney_method'),
    attorneyIgnoredReason: text('attorney_ignored_reason'),
    attorneyIgnoredAt: timestamp('attorney_ignored_at', { withTimezone: true }),
    /** The PDF with both signatures and a certificate listing both. */
    attorneyFileId: uuid('attorney_file_id'),
    attorneyFileKey: text('attorney_file_key'),
    attorneyFileName: text('attorney_file_name'),
    attorneySha256: text('attorney_sha256'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'esign_requests_pkey', columns: [t.tenantId, t.id] }),
    index('esign_requests_petition_idx').on(t.tenantId, t.petitionId, t.requestedAt),
    index('esign_requests_signed_sha_idx').on(t.tenantId, t.signedSha256),
    index('esign_requests_attorney_sha_idx').on(t.tenantId, t.attorneySha256),
  ],
);
export type EsignRequestRow = typeof esignRequests.$inferSelect;
export type NewEsignRequestRow = typeof esignRequests.$inferInsert;

/**
 * The certificate that seals signed PDFs (docs/esign.md "Sealing"): a firm's own uploaded
 * PKCS#12 (its tenant row), else the product's self-signed one (the platform row, created the
 * first time a document is sealed and kept with the data). Every tenant reads the platform row;
 * writes stay in the own scope. The PKCS#12 password is never returned by any call.
 */
export const esignCertificates = pgTable(
  'esign_certificates',
  {
    tenantId: tenantIdColumn(),
    /** 'uploaded' (the firm's) or 'product' (the platform's self-signed seal). */
    source: text('source').notNull(),
    /** The PKCS#12 file, base64. */
    p12: text('p12').notNull(),
    p12Password: text('p12_password').notNull(),
    subject: text('subject').notNull(),
    organization: text('organization'),
    issuer: text('issuer').notNull(),
    serialNumber: text('serial_number').notNull(),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
    /** SHA-256 of the certificate (DER), hex: how /esign/verify recognises our seals. */
    sha256: text('sha256').notNull(),
    fileName: text('file_name'),
    uploadedBy: uuid('uploaded_by'),
    uploadedByName: text('uploaded_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'esign_certificates_pkey', columns: [t.tenantId] }),
    ...referencePolicies('esign_certificates'),
  ],
);
export type EsignCertificateRow = typeof esignCertificates.$inferSelect;
