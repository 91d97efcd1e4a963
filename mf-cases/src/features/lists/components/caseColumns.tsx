import { Link } from 'react-router-dom';
import { CASE_COLUMN_LABELS } from 'shared/contract/case-list';
import type { TCaseColumn, TCaseListItem } from 'shared/contract';
import { formatDate } from 'shared/domain/format';
import { useCaseTypeNames } from 'shared/query';
import { CaseStatusBadge } from 'shared/ui/widgets';
import type { ListColumn } from 'shared/ui';
import { CaseDeadline } from './CaseDeadline';
import { caseDetailsPath } from 'shared/routes';

export type CaseColumn = ListColumn<TCaseListItem> & { id: TCaseColumn };

const label = (id: TCaseColumn) => CASE_COLUMN_LABELS[id];

/** 'H-1B Extension' rather than 'H-1B · H-1B Extension' when the sub type already names the type. */
export const typeLabel = (r: Pick<TCaseListItem, 'typeName' | 'subTypeName'>): string =>
  !r.subTypeName
    ? r.typeName
    : r.subTypeName.startsWith(r.typeName)
      ? r.subTypeName
      : `${r.typeName} · ${r.subTypeName}`;

/** The type column's text with the firm's names (its renames and own subtypes, issue 16.2). */
function TypeCell({ row }: { row: TCaseListItem }) {
  return <>{typeLabel(useCaseTypeNames().of(row))}</>;
}

/** The columns of the case lists; ids are the contract's column names (export and saved views use them). */
export const caseColumns = (): CaseColumn[] => [
  {
    id: 'caseNumber',
    header: label('caseNumber'),
    sortKey: 'caseNumber',
    mobile: 'title',
    alwaysVisible: true,
    cell: (r) => (
      <Link to={caseDetailsPath(r)}>
        <strong>{r.caseNumber}</strong>
      </Link>
    ),
  },
  {
    id: 'beneficiaryName',
    header: label('beneficiaryName'),
    sortKey: 'beneficiaryName',
    mobile: 'subtitle',
    wrap: true,
    cell: (r) => r.beneficiaryName ?? '',
  },
  {
    id: 'petitionerName',
    header: label('petitionerName'),
    sortKey: 'petitionerName',
    wrap: true,
    cell: (r) => r.petitionerName ?? '',
  },
  {
    id: 'typeName',
    header: 'Type / Sub Type',
    wrap: true,
    cell: (r) => <TypeCell row={r} />,
  },
  {
    id: 'statusName',
    header: label('statusName'),
    sortKey: 'statusId',
    cell: (r) => <CaseStatusBadge statusId={r.statusId} />,
  },
  {
    id: 'deadlineDate',
    header: label('deadlineDate'),
    sortKey: 'deadlineDate',
    cell: (r) => <CaseDeadline date={r.deadlineDate} overdueDays={r.overdueDays} />,
  },
  { id: 'attorneyName', header: label('attorneyName'), wrap: true, cell: (r) => r.attorney?.name ?? '' },
  // Optional (the Columns picker shows them): by default the list fits a 1440 px screen unscrolled.
  {
    id: 'paralegalName',
    header: label('paralegalName'),
    wrap: true,
    optional: true,
    cell: (r) => r.paralegal?.name ?? '',
  },
  { id: 'branchName', header: label('branchName'), wrap: true, optional: true, cell: (r) => r.branchName ?? '' },
  { id: 'receiptNumber', header: label('receiptNumber'), optional: true, cell: (r) => r.receiptNumber ?? '' },
  {
    id: 'updatedAt',
    header: label('updatedAt'),
    sortKey: 'updatedAt',
    mobile: 'hidden',
    optional: true,
    cell: (r) => formatDate(r.updatedAt),
  },
];

/** Export columns for the shown list columns (the type column carries the sub type too). */
export const exportColumnsFor = (shown: readonly { id: string }[]): TCaseColumn[] =>
  shown.flatMap((c): TCaseColumn[] => (c.id === 'typeName' ? ['typeName', 'subTypeName'] : [c.id as TCaseColumn]));
