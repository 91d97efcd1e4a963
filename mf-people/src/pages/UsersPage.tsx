import { lazy, Suspense, useMemo, useState } from 'react';
import styled from 'styled-components';
import { listUsersCall, USER_SORT_FIELDS, type TUser } from 'shared/contract';
import { formatDate, ROLE } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi, useSession } from 'shared/session';
import {
  EmptyState,
  type ListColumn,
  type ListFilterDef,
  ListPage,
  PageFrame,
  StatusBadge,
  StyledActionBar,
  StyledButton,
  StyledLinkButton,
  type BadgeTone,
} from 'shared/ui';
import { useBranchOptions } from '../features/common/hooks/useBranchOptions';
import { fetchUserPage, USER_FILTER_KEYS, USER_STATUS_LABELS } from '../features/users/api/usersQueries';
import { useRoles } from '../features/users/api/usersQueries';
import { canManageUser, canOpenUsers } from '../features/users/utils/userAccess';

const UserFormDialog = lazy(() =>
  import('../features/users/components/UserFormDialog').then((m) => ({ default: m.UserFormDialog })),
);
const UserStatusDialog = lazy(() =>
  import('../features/users/components/UserStatusDialogs').then((m) => ({ default: m.UserStatusDialog })),
);
const ResetMfaDialog = lazy(() =>
  import('../features/users/components/UserStatusDialogs').then((m) => ({ default: m.ResetMfaDialog })),
);

const StyledRowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

const statusTone = (s: TUser['status']): BadgeTone =>
  s === 'active' ? 'success' : s === 'inactive' || s === 'locked' ? 'danger' : 'warning';

type Dialog = { kind: 'invite' } | { kind: 'edit' | 'status' | 'mfa'; user: TUser } | null;

export default function UsersPage({ routeId }: PageProps) {
  const api = useApi();
  const route = routeById(routeId);
  const userId = useSession((s) => s.user?.userId ?? '');
  const roleId = useSession((s) => s.user?.roleId ?? null);
  const me = useMemo(() => ({ userId, roleId }), [userId, roleId]);
  const allowed = canOpenUsers(me.roleId);
  const roles = useRoles();
  const branchOptions = useBranchOptions(allowed);
  const [dialog, setDialog] = useState<Dialog>(null);
  const isBranchManager = me.roleId === ROLE.BRANCH_MANAGER;
  // A branch manager's /branches/list answers his own branches.
  const myBranchIds = useMemo(() => branchOptions.map((b) => b.value), [branchOptions]);
  const assignable = (roles.data?.data ?? []).filter((r) => r.assignable);
  const canInvite = allowed && assignable.length > 0;

  const columns = useMemo<ListColumn<TUser>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortKey: 'name',
        mobile: 'title',
        wrap: true,
        alwaysVisible: true,
        cell: (u) => (
          <>
            <strong>{u.name}</strong>
            <br />
            <StyledMuted>{u.email}</StyledMuted>
          </>
        ),
      },
      {
        id: 'role',
        header: 'Role',
        sortKey: 'roleId',
        mobile: 'subtitle',
        cell: (u) => (u.isExternal === 1 ? `${u.roleName} (external)` : u.roleName),
      },
      {
        id: 'status',
        header: 'Status',
        sortKey: 'status',
        cell: (u) => <StatusBadge tone={statusTone(u.status)}>{USER_STATUS_LABELS[u.status]}</StatusBadge>,
      },
      { id: 'branches', header: 'Branches', wrap: true, cell: (u) => u.branches.map((b) => b.name).join(', ') },
      { id: 'mfa', header: 'Two-factor', cell: (u) => (u.mfaType ? 'On' : 'Off') },
      {
        id: 'lastLogin',
        header: 'Last sign-in',
        sortKey: 'lastLoginAt',
        mobile: 'hidden',
        cell: (u) => (u.lastLoginAt ? formatDate(u.lastLoginAt) : 'Never'),
      },
      {
        id: 'actions',
        header: 'Actions',
        alwaysVisible: true,
        cell: (u) =>
          canManageUser({ ...me, branchIds: myBranchIds }, u) ? (
            <StyledRowActions>
              <StyledButton type="button" onClick={() => setDialog({ kind: 'edit', user: u })} aria-label={`Edit ${u.name}`}>
                Edit
              </StyledButton>
              {u.status === 'active' || u.status === 'inactive' || u.status === 'locked' ? (
                <StyledButton
                  type="button"
                  $variant={u.status === 'active' ? 'danger' : 'secondary'}
                  onClick={() => setDialog({ kind: 'status', user: u })}
                  aria-label={`${u.status === 'active' ? 'Deactivate' : 'Reactivate'} ${u.name}`}
                >
                  {u.status === 'active' ? 'Deactivate' : 'Reactivate'}
                </StyledButton>
              ) : null}
              {u.mfaType ? (
                <StyledButton type="button" onClick={() => setDialog({ kind: 'mfa', user: u })} aria-label={`Reset MFA of ${u.name}`}>
                  Reset MFA
                </StyledButton>
              ) : null}
            </StyledRowActions>
          ) : (
            <StyledMuted>{u._id === me.userId ? 'You' : 'View only'}</StyledMuted>
          ),
      },
    ],
    [me, myBranchIds],
  );

  const filters = useMemo<ListFilterDef[]>(
    () => [
      {
        key: USER_FILTER_KEYS.role,
        label: 'Role',
        options: (roles.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.name })),
      },
      {
        key: USER_FILTER_KEYS.status,
        label: 'Status',
        options: Object.entries(USER_STATUS_LABELS).map(([value, label]) => ({ value, label })),
      },
      ...(branchOptions.length > 1 ? [{ key: USER_FILTER_KEYS.branch, label: 'Branch', options: branchOptions }] : []),
    ],
    [roles.data, branchOptions],
  );

  const fetchPage = useMemo(() => fetchUserPage(api), [api]);
  const title = route?.title ?? 'Users';

  if (!allowed) {
    return (
      <PageFrame title={title} description={route?.description} remote="mf-people">
        <EmptyState
          title="Only admins and branch managers manage users"
          description="Ask your firm’s admin to invite a colleague or change a role."
          actions={<StyledLinkButton to={buildPath('people.userRoles')}>See the roles</StyledLinkButton>}
        />
      </PageFrame>
    );
  }

  const actions = (
    <StyledActionBar>
      <StyledLinkButton to={buildPath('people.userRoles')}>Roles</StyledLinkButton>
      {canInvite ? (
        <StyledButton type="button" $variant="primary" onClick={() => setDialog({ kind: 'invite' })}>
          Invite user
        </StyledButton>
      ) : null}
    </StyledActionBar>
  );

  return (
    <PageFrame title={title} description={route?.description} remote="mf-people" actions={actions}>
      <ListPage
        queryKey={listUsersCall}
        label="Users"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(u) => u._id}
        filters={filters}
        defaultSort={{ key: USER_SORT_FIELDS[0], order: 1 }}
        searchPlaceholder="Name or e-mail…"
        columnsKey="people.users"
        emptyTitle="No users match"
        emptyDescription="Change the search or filters, or invite a colleague."
        emptyActions={
          canInvite ? (
            <StyledButton type="button" onClick={() => setDialog({ kind: 'invite' })}>
              Invite user
            </StyledButton>
          ) : null
        }
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'invite' || dialog?.kind === 'edit' ? (
          <UserFormDialog
            user={dialog.kind === 'edit' ? dialog.user : undefined}
            roles={roles.data?.data ?? []}
            branches={branchOptions}
            branchRequired={isBranchManager}
            onClose={() => setDialog(null)}
          />
        ) : null}
        {dialog?.kind === 'status' ? <UserStatusDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
        {dialog?.kind === 'mfa' ? <ResetMfaDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </PageFrame>
  );
}
