import { defineCall } from '../define-call';
import { uploadRfe } from './filing-document-schemas';

export const rfeUploadRfeResponseDocsCall = defineCall({
  path: '/rfe-petition/upload-rfe-response-docs',
  ...uploadRfe,
});
