import type { TSignDetails, TSignRequest, TSignRequestListResult } from 'shared/contract';

export const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
export const REQUEST_ID = '0b9f6c1e-2d3a-4b5c-8d7e-6f5a4b3c2d1e';
export const FILE_ID = '5e4d3c2b-1a09-4f8e-9d7c-6b5a49382716';

export const signDetails = (over: Partial<TSignDetails> = {}): TSignDetails => ({
  requestId: REQUEST_ID,
  firmName: 'Demo Law Group',
  caseNumber: 'H1B-2026-00042',
  typeName: 'H-1B',
  documentName: 'I-129-v1.pdf',
  signerName: 'Dana Whitfield',
  signerEmail: 'dana@northwind.test',
  message: 'Please sign page 2.',
  status: 'requested',
  expiresAt: '2026-12-06T10:00:00.000Z',
  viewedAt: null,
  ...over,
});

export const signRequest = (over: Partial<TSignRequest> = {}): TSignRequest => ({
  id: REQUEST_ID,
  petitionId: CASE_ID,
  document: { id: FILE_ID, name: 'I-129-v1.pdf', path: 't/x/2026/11/a.pdf', sha256: 'a'.repeat(64) },
  signerName: 'Dana Whitfield',
  signerEmail: 'dana@northwind.test',
  message: null,
  status: 'requested',
  requestedAt: '2026-11-22T10:00:00.000Z',
  requestedByName: 'Jordan Blake',
  linkState: 'live',
  linkExpiresAt: '2026-12-06T10:00:00.000Z',
  viewedAt: null,
  consentedAt: null,
  signedAt: null,
  declinedAt: null,
  declineReason: null,
  cancelledAt: null,
  reviewConfirmedAt: null,
  reviewConfirmedByName: null,
  signedIp: null,
  signedUserAgent: null,
  petitionerSignedFile: null,
  attorneyStatus: 'none',
  attorneyName: null,
  attorneySignedAt: null,
  attorneyIgnoredReason: null,
  attorneyIgnoredAt: null,
  attorneySignedFile: null,
  ...over,
});

export const signedRequest = (over: Partial<TSignRequest> = {}): TSignRequest =>
  signRequest({
    status: 'signed',
    viewedAt: '2026-11-22T11:00:00.000Z',
    consentedAt: '2026-11-22T11:01:00.000Z',
    signedAt: '2026-11-22T11:02:00.000Z',
    signedIp: '203.0.113.7',
    signedUserAgent: 'Mozilla/5.0',
    petitionerSignedFile: {
      id: 'f-signed',
      name: 'I-129-v1 (signed).pdf',
      path: 't/x/2026/11/b.pdf',
      sha256: 'b'.repeat(64),
    },
    attorneyStatus: 'pending',
    ...over,
  });

export const listResult = (over: Partial<TSignRequestListResult> = {}): TSignRequestListResult => ({
  data: [],
  documents: [
    {
      fileId: FILE_ID,
      name: 'I-129-v1.pdf',
      path: 't/x/2026/11/a.pdf',
      size: 1234,
      createdAt: '2026-11-21T10:00:00.000Z',
      source: 'form',
    },
    {
      fileId: 'f-letter',
      name: 'Support letter.pdf',
      path: 't/x/2026/11/c.pdf',
      size: 999,
      createdAt: '2026-11-20T10:00:00.000Z',
      source: 'document',
    },
  ],
  defaultSigner: { name: 'Dana Whitfield', email: 'dana@northwind.test' },
  canRequest: true,
  canAttorneySign: true,
  ...over,
});
