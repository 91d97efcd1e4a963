import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { TBeneficiaryListItem } from 'shared/contract';
import { buildPath } from 'shared/routes';
import { useApi } from 'shared/session';
import { type ListColumn, type ListFilterDef, ListPage, StatusBadge } from 'shared/ui';
import type { PeopleWords } from '../../people/utils/peopleTerm';
import {
  BENEFICIARY_FILTER_KEYS,
  beneficiaryKeys,
  exportBeneficiariesCsv,
  fetchBeneficiaryPage,
  type FixedBeneficiaryMatcher,
} from '../api/beneficiariesQueries';
import { ExpiryDate } from './ExpiryDate';

const StyledNameCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledCode = styled.span`
  display: inline-block;
  min-width: 44px;
  margin-right: ${({ theme }) => theme.space(2)};
  font-weight: 500;
`;

const RELATION_LABELS: Record<string, string> = { principal: 'Principal', spouse: 'Spouse', child: 'Child' };
const STATUS_TONE = { active: 'success', inactive: 'neutral', invited: 'info' } as const;

export interface BeneficiaryListProps {
  words: PeopleWords;
  /** Fixed matcher (a petitioner's people); hides the petitioner column. */
  fixed?: FixedBeneficiaryMatcher;
  urlPrefix?: string;
  actions?: ReactNode;
  emptyActions?: ReactNode;
}

/** The beneficiary (or employee) list, on its own page or inside a petitioner. */
export function BeneficiaryList({ words, fixed, urlPrefix, actions, emptyActions }: BeneficiaryListProps) {
  const api = useApi();
  const fixedKey = JSON.stringify(fixed ?? {});
  const showCompany = !fixed?.companyIds;
  const columns = useMemo<ListColumn<TBeneficiaryListItem>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortKey: 'name',
        mobile: 'title',
        cell: (r) => (
          <StyledNameCell>
            <strong>{r.name}</strong>
            {r.relation !== 'principal' ? <StatusBadge>{RELATION_LABELS[r.relation] ?? r.relation}</StatusBadge> : null}
            {r.status !== 'active' ? (
              <StatusBadge tone={STATUS_TONE[r.status]}>{r.status === 'invited' ? 'Invited' : 'Inactive'}</StatusBadge>
            ) : null}
          </StyledNameCell>
        ),
      },
      ...(showCompany
        ? [
            {
              id: 'company',
              header: 'Petitioner',
              mobile: 'subtitle' as const,
              wrap: true,
              cell: (r: TBeneficiaryListItem) => r.companyName ?? '',
            },
          ]
        : []),
      { id: 'citizenship', header: 'Citizenship', cell: (r) => r.citizenshipCountryName ?? '' },
      { id: 'passport', header: 'Passport', cell: (r) => r.passportNumber ?? '' },
      {
        id: 'passportExpiry',
        header: 'Passport expiry',
        sortKey: 'passportExpiry',
        cell: (r) => <ExpiryDate date={r.passportExpiry} />,
      },
      {
        id: 'currentStatus',
        header: 'Status until',
        sortKey: 'statusExpiry',
        cell: (r) =>
          r.currentStatusCode || r.currentStatusExpiry ? (
            <>
              {r.currentStatusCode ? <StyledCode>{r.currentStatusCode}</StyledCode> : null}
              <ExpiryDate date={r.currentStatusExpiry} />
            </>
          ) : null,
      },
      {
        id: 'dependents',
        header: 'Deps.',
        align: 'right',
        mobile: 'hidden',
        cell: (r) => (r.relation === 'principal' && r.dependentCount > 0 ? r.dependentCount : ''),
      },
    ],
    [showCompany],
  );
  const filters = useMemo<ListFilterDef[]>(
    () => [
      {
        key: BENEFICIARY_FILTER_KEYS.relation,
        label: 'Show',
        anyLabel: 'Everyone',
        options: [
          { value: 'principal', label: `Principal ${words.plural.toLowerCase()}` },
          { value: 'dependent', label: 'Dependents' },
        ],
      },
      {
        key: BENEFICIARY_FILTER_KEYS.status,
        label: 'Account',
        options: [
          { value: 'active', label: 'Active' },
          { value: 'invited', label: 'Invited' },
          { value: 'inactive', label: 'Inactive' },
        ],
      },
    ],
    [words.plural],
  );
  // The fixed matcher is compared by value: callers pass a fresh object each render.
  const fetchPage = useMemo(
    () => fetchBeneficiaryPage(api, JSON.parse(fixedKey) as FixedBeneficiaryMatcher),
    [api, fixedKey],
  );
  const exportCsv = useMemo(
    () => exportBeneficiariesCsv(api, JSON.parse(fixedKey) as FixedBeneficiaryMatcher),
    [api, fixedKey],
  );
  const lower = words.plural.toLowerCase();
  return (
    <ListPage
      queryKey={[...beneficiaryKeys.list, fixedKey]}
      label={words.plural}
      columns={columns}
      fetchPage={fetchPage}
      rowKey={(r) => r.id}
      rowHref={(r) => buildPath(words.routes.details, { itemId: r.id })}
      filters={filters}
      urlPrefix={urlPrefix}
      defaultSort={{ key: 'name', order: 1 }}
      searchPlaceholder="Name, e-mail or passport…"
      exportCsv={exportCsv}
      actions={actions}
      emptyTitle={`No ${lower} yet`}
      emptyDescription={
        fixed?.companyIds
          ? `${words.plural} who work for this petitioner will show here.`
          : `Add the ${lower} your cases are for, or import them from a CSV file.`
      }
      emptyActions={emptyActions}
    />
  );
}
