import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { branchDetailsCall, listUsersCall, type TBranchUser } from 'shared/contract';
import { formatDate, ROLE } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { useCallQuery } from 'shared/query';
import { buildPath, routeById } from 'shared/routes';
import { useSession } from 'shared/session';
import {
  CardList,
  DataTable,
  DetailGrid,
  EmptyState,
  ErrorPanel,
  errorCode,
  errorMessage,
  type ListColumn,
  Loading,
  PageFrame,
  Pagination,
  QueryState,
  StatusBadge,
  StyledActionBar,
  StyledCard,
  StyledLinkButton,
  StyledSectionHeader,
  StyledStack,
  useIsMobile,
} from 'shared/ui';
import { formatBranchAddress } from '../features/branches/api/branchesQueries';
import { USER_STATUS_LABELS } from '../features/users/api/usersQueries';

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

const statusLabel = (s: string) => USER_STATUS_LABELS[s as keyof typeof USER_STATUS_LABELS] ?? s;

const userColumns: ListColumn<TBranchUser>[] = [
  { id: 'name', header: 'Name', mobile: 'title', wrap: true, cell: (u) => <strong>{u.name}</strong> },
  { id: 'email', header: 'E-mail', wrap: true, cell: (u) => u.email },
  { id: 'role', header: 'Role', mobile: 'subtitle', cell: (u) => u.roleName },
  {
    id: 'status',
    header: 'Status',
    cell: (u) => <StatusBadge tone={u.status === 'active' ? 'success' : 'warning'}>{statusLabel(u.status)}</StatusBadge>,
  },
];

function BranchManagers({ branchId }: { branchId: string }) {
  const query = useCallQuery(listUsersCall, { page: 1, perpage: 100, matcher: { branchId, roleIds: [ROLE.BRANCH_MANAGER] } });
  if (query.isLoading) return <Loading label="Loading managers…" />;
  if (query.isError) return <ErrorPanel title="Couldn’t load the managers" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const managers = query.data?.data ?? [];
  if (managers.length === 0) return <p>No branch manager yet. An admin gives a user of this branch the Branch Manager role.</p>;
  return (
    <StyledList aria-label="Branch managers">
      {managers.map((m) => (
        <li key={m._id}>
          {m.name} — {m.email}
          {m.status !== 'active' ? ` (${statusLabel(m.status)})` : ''}
        </li>
      ))}
    </StyledList>
  );
}

/** /branchdetails/{itemId}: overview, managers and users (admins; branch managers their own branches). */
export default function BranchDetailsPage({ routeId, params }: PageProps) {
  const route = routeById(routeId);
  const roleId = useSession((s) => s.user?.roleId ?? null);
  const allowed = roleId === ROLE.ADMIN || roleId === ROLE.BRANCH_MANAGER;
  const id = params.itemId ?? '';
  const [page, setPage] = useState(1);
  const [perpage, setPerpage] = useState(25);
  const isMobile = useIsMobile();
  const query = useCallQuery(
    branchDetailsCall,
    { branchId: id, page, perpage },
    { enabled: allowed && !!id, placeholderData: keepPreviousData },
  );
  const title = route?.title ?? 'Branch Details';
  const columns = useMemo(() => userColumns, []);
  if (!allowed) {
    return (
      <PageFrame title={title} remote="mf-people">
        <EmptyState
          title="Only admins and branch managers see branch details"
          actions={<StyledLinkButton to={buildPath('branches.list')}>Back to branches</StyledLinkButton>}
        />
      </PageFrame>
    );
  }
  // A manager's other branches answer 404 ("does not exist", below); a 403 says so plainly.
  const forbidden = errorCode(query.error) === 'FORBIDDEN';
  if (forbidden) {
    return (
      <PageFrame title={title} remote="mf-people">
        <EmptyState
          title="This branch is not one of yours"
          actions={<StyledLinkButton to={buildPath('branches.list')}>Back to branches</StyledLinkButton>}
        />
      </PageFrame>
    );
  }
  return (
    <QueryState
      query={query}
      noun="branch"
      frameTitle={title}
      remote="mf-people"
      backTo={{ href: buildPath('branches.list'), label: 'Back to branches' }}
    >
      {(b) => (
        <PageFrame
          title={b.name}
          description={route?.description}
          remote="mf-people"
          actions={
            <StyledActionBar>
              <StyledLinkButton to={buildPath('branches.list')}>All branches</StyledLinkButton>
              <StyledLinkButton to={buildPath('branches.edit', { id: b._id })}>Edit branch</StyledLinkButton>
            </StyledActionBar>
          }
        >
          <StyledStack>
            <StyledCard aria-label="Overview">
              <StyledSectionHeader>
                <h2>Overview</h2>
              </StyledSectionHeader>
              <DetailGrid
                items={[
                  { label: 'Code', value: b.code },
                  { label: 'Address', value: formatBranchAddress(b) },
                  { label: 'Status', value: b.active ? 'Active' : 'Inactive' },
                  { label: 'Default branch', value: b.isDefault ? 'Yes' : 'No' },
                  { label: 'Users', value: String(b.userCount) },
                  { label: 'Created', value: formatDate(b.createdAt) },
                ]}
              />
            </StyledCard>
            <StyledCard aria-label="Managers">
              <StyledSectionHeader>
                <h2>Managers</h2>
              </StyledSectionHeader>
              <BranchManagers branchId={b._id} />
            </StyledCard>
            <StyledCard aria-label="Users">
              <StyledSectionHeader>
                <h2>Users</h2>
                <StyledLinkButton to={`${buildPath('people.users')}?branch=${encodeURIComponent(b._id)}`}>
                  Manage users
                </StyledLinkButton>
              </StyledSectionHeader>
              {b.users.length === 0 ? (
                <EmptyState level={3} title="No users in this branch yet" description="Invite users on the Users page and give them this branch." />
              ) : (
                <>
                  {isMobile ? (
                    <CardList columns={columns} rows={b.users} rowKey={(u) => u._id} label="Users of the branch" busy={query.isFetching} />
                  ) : (
                    <DataTable columns={columns} rows={b.users} rowKey={(u) => u._id} sort={null} label="Users of the branch" busy={query.isFetching} />
                  )}
                  <Pagination
                    page={page}
                    perpage={perpage}
                    total={b.userCount}
                    onPage={setPage}
                    onPerpage={(n) => {
                      setPerpage(n);
                      setPage(1);
                    }}
                  />
                </>
              )}
            </StyledCard>
          </StyledStack>
        </PageFrame>
      )}
    </QueryState>
  );
}
