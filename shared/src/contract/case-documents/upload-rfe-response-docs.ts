import { defineCall } from '../define-call';
import { uploadRfe } from './filing-document-schemas';

export const uploadRfeResponseDocsCall = defineCall({ path: '/petition/upload-rfe-response-docs', ...uploadRfe });
