import { useMemo, useState } from 'react';
import { listPwdCall, type TPwdListItem } from 'shared/contract';
import { formatDate, formatDateTime, PWD_POSITION_STATE_NAMES } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import { ListPage, PageFrame, StatusBadge, StyledButton, type ListColumn, type ListFilterDef } from 'shared/ui';
import { fetchPwdPage, PWD_FILTER_KEYS, PWD_POSITION_OPTIONS, PWD_STATUS_OPTIONS } from '../api/pwdQueries';
import { OpenPwdDialog } from '../components/OpenPwdDialog';
import { countdownText, money, positionTone, pwdStatusTone } from '../components/pwdText';

const columns: ListColumn<TPwdListItem>[] = [
  { id: 'caseNumber', header: 'PWD', sortKey: 'caseNumber', mobile: 'title', alwaysVisible: true, cell: (p) => p.caseNumber },
  { id: 'status', header: 'Status', sortKey: 'statusId', cell: (p) => <StatusBadge tone={pwdStatusTone(p.statusId)}>{p.statusName}</StatusBadge> },
  { id: 'jobTitle', header: 'Job', sortKey: 'jobTitle', mobile: 'subtitle', wrap: true, cell: (p) => p.jobTitle ?? '—' },
  { id: 'employer', header: 'Employer', wrap: true, cell: (p) => p.petitionerName ?? '—' },
  { id: 'soc', header: 'SOC', mobile: 'field', cell: (p) => (p.socCode ? `${p.socCode}${p.wageLevel ? ` · Level ${p.wageLevel}` : ''}` : '—') },
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
  { id: 'beneficiary', header: 'Beneficiary', optional: true, wrap: true, cell: (p) => p.beneficiaryName ?? '—' },
  { id: 'updatedAt', header: 'Last change', sortKey: 'updatedAt', cell: (p) => formatDateTime(p.updatedAt) },
];

/** /pwd-list: the prevailing wage determinations the user may see (paging, search, sort and filters on the server). */
export default function PwdListPage({ routeId }: PageProps) {
  const api = useApi();
  const route = routeById(routeId);
  const fetchPage = useMemo(() => fetchPwdPage(api), [api]);
  const filters = useMemo<ListFilterDef[]>(
    () => [
      { key: PWD_FILTER_KEYS.status, label: 'Status', options: PWD_STATUS_OPTIONS },
      { key: PWD_FILTER_KEYS.position, label: 'Position', anyLabel: 'Any', options: PWD_POSITION_OPTIONS },
    ],
    [],
  );
  const [opening, setOpening] = useState(false);
  const open = (
    <StyledButton type="button" $variant="primary" onClick={() => setOpening(true)}>
      Open PWD
    </StyledButton>
  );
  return (
    <PageFrame title={route?.title ?? 'PWDs'} description="Prevailing wage determinations (ETA-9141) and how long each stays valid." remote="mf-lca-pwd" actions={open}>
      <ListPage
        queryKey={listPwdCall}
        label="PWDs"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(p) => p.id}
        rowHref={(p) => buildPath('pwd.caseDetails', { itemId: p.id })}
        filters={filters}
        defaultSort={{ key: 'updatedAt', order: -1 }}
        searchPlaceholder="PWD or DOL number, job, SOC code, employer or beneficiary…"
        columnsKey="pwd.list"
        emptyTitle="No PWDs"
        emptyDescription="A PWD is opened from an H-1B or PERM case, or for an employer."
        emptyActions={open}
      />
      {opening ? <OpenPwdDialog onClose={() => setOpening(false)} /> : null}
    </PageFrame>
  );
}
