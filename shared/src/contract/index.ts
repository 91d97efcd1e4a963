import type { AnyCallDeclaration } from './define-call';
import { MASTERDATA_CALLS } from './masterdata';
import { TENANT_CALLS } from './tenant';
import { ACCOUNT_CALLS } from './account';
// Platform services: storage, mail, real-time notifications, jobs
import { COMMON_CALLS } from './common';
import { JOBS_CALLS } from './jobs';
import { MAIL_CALLS } from './mail';
import { NOTIFY_CALLS } from './notify';
import { S3_CALLS } from './s3';
// People and organisations (issue 6)
import { PEOPLE_CALLS } from './people';
import { COMPANY_CALLS } from './company';
import { BENEFICIARY_CALLS } from './beneficiary';
import { INDIVIDUAL_CALLS } from './individual';
import { CUSTOMER_CALLS } from './customer';
import { CONTACT_CALLS } from './contact';
import { LEAD_CALLS } from './lead';
import { EXPIRY_CALLS } from './expiry';
import { PEOPLE_IMPORT_CALLS } from './people-import';
// Identity and access
import { AUTH_CALLS } from './auth';
import { USERS_CALLS } from './users';
import { MFA_CALLS } from './mfa';
import { BRANCHES_CALLS } from './branches';
// Shell experience
import { STARRED_CALLS } from './starred';
import { PETITION_CALLS } from './petition';
import { RFE_PETITION_CALLS } from './rfe';
import { LCA_CALLS } from './lca';
import { LCA_PAF_CALLS } from './lca-paf';
import { PWD_CALLS } from './pwd';
import { SEARCH_CALLS } from './search';
import { FORMS_CALLS } from './forms';
import { QUESTIONNAIRE_CALLS } from './questionnaire';
import { CASE_DOCUMENT_CALLS } from './case-documents';
import { FORM_LETTER_CALLS } from './form-letter';
import { ESIGN_CALLS } from './esign';
// Dashboard (issue 17)
import { DASHBOARD_CALLS } from './dashboard';
import { REPORT_RUN_CALLS } from './reports';
import { SUPPORT_TICKETS_CALLS } from './support-tickets';
import { WALLS_CALLS } from './walls';
import { COMMUNICATION_CALLS } from './communication';
import { RECORD_NOTES_CALLS } from './notes';
import { WORKFLOW_VERSION_CALLS } from './workflow-config';
import { CASE_CONFIG_CALLS } from './case-config';
import { TODOS_CALLS } from './todos';
import { REMINDERS_CALLS } from './reminders';
import { DRIVES_CALLS } from './drives';

export * from './define-call';
export * from './errors';
export * from './masterdata';
export * from './tenant';
export * from './account';
export * from './common';
export * from './jobs';
export * from './mail';
export * from './notify';
export * from './s3';
export * from './people';
export * from './company';
export * from './beneficiary';
export * from './individual';
export * from './customer';
export * from './contact';
export * from './lead';
export * from './expiry';
export * from './people-import';
export * from './auth';
export * from './users';
export * from './mfa';
export * from './branches';
export * from './starred';
export * from './petition';
export * from './notes';
export * from './todos';
export * from './reminders';
export * from './saved-views';
export * from './workflow-config';
export * from './case-config';
export * from './reports';
export * from './rfe';
export * from './lca';
export * from './lca-paf';
export * from './pwd';
export * from './search';
export * from './forms';
export * from './questionnaire';
export * from './case-documents';
export * from './form-letter';
export * from './esign';
export * from './dashboard';
export * from './support-tickets';
export * from './walls';
export * from './communication';
export * from './drives';

/**
 * Every call of the API. The server refuses to start unless each has exactly one handler, and
 * the OpenAPI document and the isolation tests iterate over this list.
 */
export const ALL_CALLS: readonly AnyCallDeclaration[] = [
  ...(STARRED_CALLS as readonly AnyCallDeclaration[]),
  ...(SEARCH_CALLS as readonly AnyCallDeclaration[]),
  ...(FORMS_CALLS as readonly AnyCallDeclaration[]),
  ...(TENANT_CALLS as readonly AnyCallDeclaration[]),
  ...(ACCOUNT_CALLS as readonly AnyCallDeclaration[]),
  ...(MASTERDATA_CALLS as readonly AnyCallDeclaration[]),
  ...(S3_CALLS as readonly AnyCallDeclaration[]),
  ...(COMMON_CALLS as readonly AnyCallDeclaration[]),
  ...(MAIL_CALLS as readonly AnyCallDeclaration[]),
  ...(NOTIFY_CALLS as readonly AnyCallDeclaration[]),
  ...(JOBS_CALLS as readonly AnyCallDeclaration[]),
  ...(PEOPLE_CALLS as readonly AnyCallDeclaration[]),
  ...(COMPANY_CALLS as readonly AnyCallDeclaration[]),
  ...(BENEFICIARY_CALLS as readonly AnyCallDeclaration[]),
  ...(INDIVIDUAL_CALLS as readonly AnyCallDeclaration[]),
  ...(CUSTOMER_CALLS as readonly AnyCallDeclaration[]),
  ...(CONTACT_CALLS as readonly AnyCallDeclaration[]),
  ...(LEAD_CALLS as readonly AnyCallDeclaration[]),
  ...(EXPIRY_CALLS as readonly AnyCallDeclaration[]),
  ...(PEOPLE_IMPORT_CALLS as readonly AnyCallDeclaration[]),
  ...(AUTH_CALLS as readonly AnyCallDeclaration[]),
  ...(USERS_CALLS as readonly AnyCallDeclaration[]),
  ...(MFA_CALLS as readonly AnyCallDeclaration[]),
  ...(BRANCHES_CALLS as readonly AnyCallDeclaration[]),
  ...(PETITION_CALLS as readonly AnyCallDeclaration[]),
  ...(RFE_PETITION_CALLS as readonly AnyCallDeclaration[]),
  ...(LCA_CALLS as readonly AnyCallDeclaration[]),
  ...(LCA_PAF_CALLS as readonly AnyCallDeclaration[]),
  ...(PWD_CALLS as readonly AnyCallDeclaration[]),
  ...(QUESTIONNAIRE_CALLS as readonly AnyCallDeclaration[]),
  ...(CASE_DOCUMENT_CALLS as readonly AnyCallDeclaration[]),
  ...(FORM_LETTER_CALLS as readonly AnyCallDeclaration[]),
  ...(ESIGN_CALLS as readonly AnyCallDeclaration[]),
  ...(DASHBOARD_CALLS as readonly AnyCallDeclaration[]),
  ...(REPORT_RUN_CALLS as readonly AnyCallDeclaration[]),
  ...(SUPPORT_TICKETS_CALLS as readonly AnyCallDeclaration[]),
  ...(WALLS_CALLS as readonly AnyCallDeclaration[]),
  ...(COMMUNICATION_CALLS as readonly AnyCallDeclaration[]),
  ...(RECORD_NOTES_CALLS as readonly AnyCallDeclaration[]),
  ...(WORKFLOW_VERSION_CALLS as readonly AnyCallDeclaration[]),
  ...(CASE_CONFIG_CALLS as readonly AnyCallDeclaration[]),
  ...(TODOS_CALLS as readonly AnyCallDeclaration[]),
  ...(REMINDERS_CALLS as readonly AnyCallDeclaration[]),
  ...(DRIVES_CALLS as readonly AnyCallDeclaration[]),
];

/** Declaration by path (`/masterdata/list`). */
export const CALLS_BY_PATH: ReadonlyMap<string, AnyCallDeclaration> = new Map(
  ALL_CALLS.map((c) => [c.path, c]),
);
