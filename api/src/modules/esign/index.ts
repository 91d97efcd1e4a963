import { defineModule, hook } from '../../platform/modules';
import { esignRoutes } from './esign.routes';
import { signatureRequestFiles } from './esign.file-owners';
import { ESIGN_MAIL_TEMPLATES } from './esign.mail';
import { esignVersionDeleteGuard } from './esign.guards';
import { ensureProductSealCertificate } from './esign.certificates';
import { ESIGN_VICTIM_FIXTURES } from './testing/victim-fixtures';
import { formVersionDeleteGuard } from '../forms';

export { esignRoutes } from './esign.routes';
export { ensureProductSealCertificate } from './esign.certificates';
export { esignRequests } from './esign.table';
export type { EsignRequestRow } from './esign.table';
export { signatureRequestFiles } from './esign.file-owners';

/** The esign module: what it brings to the app (docs/modules.md). */
export const esignModule = defineModule(() => ({
  name: 'esign',
  calls: esignRoutes,
  fileOwners: [signatureRequestFiles],
  mailTemplates: ESIGN_MAIL_TEMPLATES,
  // A version out for signature, or signed, cannot be deleted (forms asks its guards).
  hooks: [hook(formVersionDeleteGuard, esignVersionDeleteGuard)],
  // The product's PDF-signing certificate, created at first start and kept with the data.
  onStart: (db) => ensureProductSealCertificate(db),
  isolationFixtures: ESIGN_VICTIM_FIXTURES,
}));
