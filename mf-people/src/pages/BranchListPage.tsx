import { useMemo } from 'react';
import { listBranchesCall, type TBranch } from 'shared/contract';
import { formatDate, ROLE } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi, useSession } from 'shared/session';
import {
  type ListColumn,
  type ListFilterDef,
  ListPage,
  PageFrame,
  StatusBadge,
  StyledActionBar,
  StyledLinkButton,
} from 'shared/ui';
import { BRANCH_FILTER_KEYS, fetchBranchPage, formatBranchAddress } from '../features/branches/api/branchesQueries';

export default function BranchListPage({ routeId }: PageProps) {
  const api = useApi();
  const route = routeById(routeId);
  const roleId = useSession((s) => s.user?.roleId ?? null);
  const isAdmin = roleId === ROLE.ADMIN;
  const canOpen = isAdmin || roleId === ROLE.BRANCH_MANAGER;

  const columns = useMemo<ListColumn<TBranch>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        mobile: 'title',
        wrap: true,
        cell: (b) => (
          <>
            <strong>{b.name}</strong>
            {b.isDefault ? ' · Default' : ''}
          </>
        ),
      },
      { id: 'code', header: 'Code', cell: (b) => b.code ?? '' },
      { id: 'address', header: 'Address', wrap: true, cell: (b) => formatBranchAddress(b) },
      { id: 'users', header: 'Users', align: 'right', cell: (b) => b.userCount },
      {
        id: 'status',
        header: 'Status',
        mobile: 'subtitle',
        cell: (b) => <StatusBadge tone={b.active ? 'success' : 'neutral'}>{b.active ? 'Active' : 'Inactive'}</StatusBadge>,
      },
      { id: 'created', header: 'Created', mobile: 'hidden', cell: (b) => formatDate(b.createdAt) },
    ],
    [],
  );

  const filters = useMemo<ListFilterDef[]>(
    () => [
      {
        key: BRANCH_FILTER_KEYS.active,
        label: 'Status',
        options: [
          { value: 'yes', label: 'Active' },
          { value: 'no', label: 'Inactive' },
        ],
      },
    ],
    [],
  );
  const fetchPage = useMemo(() => fetchBranchPage(api), [api]);
  const newBranch = isAdmin ? <StyledLinkButton to={buildPath('branches.create')}>New branch</StyledLinkButton> : null;

  return (
    <PageFrame
      title={route?.title ?? 'Branches'}
      description={roleId === ROLE.BRANCH_MANAGER ? 'The branch offices you manage.' : route?.description}
      remote="mf-people"
      actions={<StyledActionBar>{newBranch}</StyledActionBar>}
    >
      <ListPage
        queryKey={listBranchesCall}
        label="Branches"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(b) => b._id}
        rowHref={canOpen ? (b) => buildPath('branches.details', { itemId: b._id }) : undefined}
        filters={filters}
        searchPlaceholder="Branch name or code…"
        emptyTitle="No branches yet"
        emptyDescription={
          isAdmin
            ? 'Add your offices: users belong to branches, and branch managers see the data of theirs.'
            : 'No branch offices are assigned to you.'
        }
        emptyActions={newBranch}
      />
    </PageFrame>
  );
}
