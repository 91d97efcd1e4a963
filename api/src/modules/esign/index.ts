import './esign.mail';
import './esign.guards';

export { esignRoutes } from './esign.routes';
export { ensureProductSealCertificate } from './esign.certificates';
export { esignRequests } from './esign.table';
export type { EsignRequestRow } from './esign.table';
export { signatureRequestFiles } from './esign.file-owners';
