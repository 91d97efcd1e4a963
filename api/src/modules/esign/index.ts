import './esign.mail';
import './esign.guards';

export { esignRoutes } from './esign.routes';
export { esignRequests } from './esign.table';
export type { EsignRequestRow } from './esign.table';
export { signatureRequestFiles } from './esign.file-owners';
