import { useState } from 'react';
import { listPwdCall, type TPwdListItem } from 'shared/contract';
import { formatDate, PWD_POSITION_STATE_NAMES } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { StatusBadge, StyledButton, type ListColumn, type ListFilterDef } from 'shared/ui';
import { kindColumns, KindListPage } from '../../common/KindListPage';
import { fetchPwdPage, PWD_FILTER_KEYS, PWD_POSITION_OPTIONS, PWD_STATUS_OPTIONS } from '../api/pwdQueries';
import { OpenPwdDialog } from '../components/OpenPwdDialog';
import { countdownText, money, positionTone, pwdStatusTone } from '../components/pwdText';

const common = kindColumns<TPwdListItem>(pwdStatusTone);
const columns: ListColumn<TPwdListItem>[] = [
  common.caseNumber('PWD'),
  common.status,
  { id: 'jobTitle', header: 'Job', sortKey: 'jobTitle', mobile: 'subtitle', wrap: true, cell: (p) => p.jobTitle ?? '—' },
  { id: 'employer', header: 'Employer', wrap: true, cell: (p) => p.petitionerName ?? '—' },
  common.soc,
  { id: 'area', header: 'Area', optional: true, wrap: true, cell: (p) => p.areaName ?? '—' },
  { id: 'wage', header: 'Wage', align: 'right', cell: (p) => (p.wage == null ? '—' : `${money(p.wage)} / ${p.wageUnit}`) },
  { id: 'determined', header: 'Determined', sortKey: 'determinationDate', optional: true, cell: (p) => (p.determinationDate ? formatDate(p.determinationDate) : '—') },
  {
    id: 'validTo',
    header: 'Valid until',
    sortKey: 'validTo',
    mobile: 'field',
    cell: (p) => (p.validTo ? `${formatDate(p.validTo)} (${countdownText(p.daysLeft)})` : '—'),
  },
  { id: 'position', header: 'Position', cell: (p) => <StatusBadge tone={positionTone(p.positionState)}>{PWD_POSITION_STATE_NAMES[p.positionState]}</StatusBadge> },
  common.beneficiary,
  common.updatedAt,
];
const filters: ListFilterDef[] = [
  { key: PWD_FILTER_KEYS.status, label: 'Status', options: PWD_STATUS_OPTIONS },
  { key: PWD_FILTER_KEYS.position, label: 'Position', anyLabel: 'Any', options: PWD_POSITION_OPTIONS },
];

/** /pwd-list: the prevailing wage determinations the user may see (paging, search, sort and filters on the server). */
export default function PwdListPage({ routeId }: PageProps) {
  const [opening, setOpening] = useState(false);
  return (
    <KindListPage
      routeId={routeId}
      title="PWDs"
      description="Prevailing wage determinations (ETA-9141) and how long each stays valid."
      action={
        <StyledButton type="button" $variant="primary" onClick={() => setOpening(true)}>
          Open PWD
        </StyledButton>
      }
      queryKey={listPwdCall}
      label="PWDs"
      columns={columns}
      fetchPage={fetchPwdPage}
      detailsRoute="pwd.caseDetails"
      filters={filters}
      searchPlaceholder="PWD or DOL number, job, SOC code, employer or beneficiary…"
      columnsKey="pwd.list"
      emptyTitle="No PWDs"
      emptyDescription="A PWD is opened from an H-1B or PERM case, or for an employer."
    >
      {opening ? <OpenPwdDialog onClose={() => setOpening(false)} /> : null}
    </KindListPage>
  );
}
