import { defineCall } from '../define-call';
import { reqApproval } from './filing-document-schemas';

export const reqRfeResponseDocsApprovalCall = defineCall({
  path: '/petition/req-rfe-response-docs-approval',
  ...reqApproval,
});
