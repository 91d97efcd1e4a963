export { loadUserPdf, unreadablePdf } from './user-pdf';
export type { UserPdfOptions } from './user-pdf';
