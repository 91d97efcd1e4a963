import { callPayload, defineCall } from '../define-call';
import { SEAL_CERTIFICATE_ROLES, ZSealCertificate } from './seal-schemas';

export const ZSealCertificateDetailsPayload = callPayload({});
export const sealCertificateDetailsCall = defineCall({
  path: '/esign/seal-certificate',
  summary: "The certificate that seals this firm's signed PDFs: its own uploaded one, else the product's.",
  payload: ZSealCertificateDetailsPayload,
  result: ZSealCertificate,
  auth: { kind: 'session', roles: SEAL_CERTIFICATE_ROLES },
  scope: 'tenant',
  example: {},
});
