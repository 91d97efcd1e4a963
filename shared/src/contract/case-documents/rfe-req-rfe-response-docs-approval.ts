import { defineCall } from '../define-call';
import { reqApproval } from './filing-document-schemas';

export const rfeReqRfeResponseDocsApprovalCall = defineCall({
  path: '/rfe-petition/req-rfe-response-docs-approval',
  ...reqApproval,
});
