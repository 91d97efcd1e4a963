import type { ReportColumn, ReportFilter } from './registry';
import { CASE_STATE_OPTIONS } from './registry';

/*
 * Custom reports (/custom-reports, issue 17 point 4): the user picks an entity, columns, filters and
 * one grouping column from these whitelists. The api builds SQL only from the keys listed here
 * (never from client text); an unknown key is refused with 422.
 */

export const CUSTOM_REPORT_ENTITIES = ['cases', 'beneficiaries', 'petitioners'] as const;
export type CustomReportEntity = (typeof CUSTOM_REPORT_ENTITIES)[number];

export interface CustomEntityDef {
  entity: CustomReportEntity;
  label: string;
  columns: readonly ReportColumn[];
  filters: readonly ReportFilter[];
  /** Columns the rows may be grouped (and counted) by. */
  groupable: readonly string[];
  /** Columns shown when a new report of the entity is started. */
  defaultColumns: readonly string[];
}

const c = (key: string, label: string, type: ReportColumn['type'] = 'text'): ReportColumn => ({ key, label, type, sortable: true });

export const CUSTOM_ENTITIES: Readonly<Record<CustomReportEntity, CustomEntityDef>> = {
  cases: {
    entity: 'cases',
    label: 'Cases',
    columns: [
      c('caseNumber', 'Case number'),
      c('typeName', 'Case type'),
      c('subTypeName', 'Sub type'),
      c('statusName', 'Status', 'status'),
      c('petitionerName', 'Petitioner'),
      c('beneficiaryName', 'Beneficiary'),
      c('branchName', 'Branch'),
      c('attorneyName', 'Attorney'),
      c('paralegalName', 'Paralegal'),
      c('receiptNumber', 'Receipt number'),
      c('deadlineDate', 'Deadline', 'date'),
      c('uscisOutcome', 'USCIS outcome'),
      c('premiumProcessing', 'Premium processing'),
      c('createdAt', 'Created', 'date'),
      c('closedAt', 'Closed', 'date'),
    ],
    filters: [
      { key: 'created', label: 'Created', type: 'dateRange' },
      { key: 'deadline', label: 'Deadline', type: 'dateRange' },
      { key: 'caseTypes', label: 'Case type', type: 'caseTypes' },
      { key: 'statuses', label: 'Status', type: 'caseStatuses' },
      { key: 'branches', label: 'Branch', type: 'branches' },
      { key: 'petitioners', label: 'Petitioner', type: 'petitioners' },
      { key: 'assignees', label: 'Assigned to', type: 'users' },
      { key: 'state', label: 'Open or closed', type: 'choice', options: CASE_STATE_OPTIONS },
    ],
    groupable: ['typeName', 'statusName', 'petitionerName', 'branchName', 'attorneyName', 'paralegalName', 'uscisOutcome'],
    defaultColumns: ['caseNumber', 'typeName', 'statusName', 'petitionerName', 'beneficiaryName', 'createdAt'],
  },
  beneficiaries: {
    entity: 'beneficiaries',
    label: 'Beneficiaries',
    columns: [
      c('name', 'Name'),
      c('email', 'Email'),
      c('relation', 'Relation'),
      c('petitionerName', 'Petitioner'),
      c('branchName', 'Branch'),
      c('currentStatusCode', 'Current status'),
      c('statusExpiry', 'Status expires', 'date'),
      c('passportExpiry', 'Passport expires', 'date'),
      c('i94Expiry', 'I-94 expires', 'date'),
      c('maxOutDate', 'Max-out date', 'date'),
      c('openCases', 'Open cases', 'number'),
      c('createdAt', 'Added', 'date'),
    ],
    filters: [
      { key: 'created', label: 'Added', type: 'dateRange' },
      { key: 'statusExpiry', label: 'Status expires', type: 'dateRange' },
      { key: 'branches', label: 'Branch', type: 'branches' },
      { key: 'petitioners', label: 'Petitioner', type: 'petitioners' },
      {
        key: 'relation',
        label: 'Relation',
        type: 'choice',
        options: [
          { value: 'principal', label: 'Principal' },
          { value: 'dependent', label: 'Dependent' },
        ],
      },
    ],
    groupable: ['petitionerName', 'branchName', 'relation', 'currentStatusCode'],
    defaultColumns: ['name', 'petitionerName', 'currentStatusCode', 'statusExpiry', 'openCases'],
  },
  petitioners: {
    entity: 'petitioners',
    label: 'Petitioners',
    columns: [
      c('name', 'Company'),
      c('feiNumber', 'FEIN'),
      c('branchName', 'Branch'),
      c('businessType', 'Business type'),
      c('employeesCount', 'Employees', 'number'),
      c('beneficiaryCount', 'Beneficiaries', 'number'),
      c('openCases', 'Open cases', 'number'),
      c('totalCases', 'All cases', 'number'),
      c('createdAt', 'Client since', 'date'),
    ],
    filters: [
      { key: 'created', label: 'Client since', type: 'dateRange' },
      { key: 'branches', label: 'Branch', type: 'branches' },
    ],
    groupable: ['branchName', 'businessType'],
    defaultColumns: ['name', 'branchName', 'beneficiaryCount', 'openCases', 'totalCases'],
  },
};

export const CUSTOM_REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type CustomReportFrequency = (typeof CUSTOM_REPORT_FREQUENCIES)[number];
/** Most recipients of one scheduled delivery. */
export const CUSTOM_REPORT_MAX_RECIPIENTS = 20;
/** Most columns of one custom report. */
export const CUSTOM_REPORT_MAX_COLUMNS = 20;
