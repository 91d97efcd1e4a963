import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { getTenantDetailsCall, updateTenantCall, type TRoleInfo } from 'shared/contract';
import {
  DEFAULT_TENANT_PERMISSIONS,
  ROLE,
  ROLE_NAMES,
  TENANT_PERMISSION_KEYS,
  type RoleId,
  type TenantPermissionKey,
  type TenantPermissions,
} from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { setCallData, useCallQuery } from 'shared/query';
import { routeById } from 'shared/routes';
import { useApi, useSession, useSessionStore, useToast } from 'shared/session';
import {
  ErrorPanel,
  errorMessage,
  Loading,
  PageFrame,
  StatusBadge,
  StyledButton,
  StyledCard,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledFormActions,
  StyledSectionHeader,
  StyledStack,
} from 'shared/ui';
import { useRoles } from '../features/users/api/usersQueries';
import { INVOICE_ROLE_IDS, PERMISSION_LABELS, TENANT_ROLE_IDS } from '../features/users/utils/permissionLabels';

const StyledRoles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  li {
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
  }
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 15px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledChecks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const KIND_LABEL: Record<TRoleInfo['kind'], string> = {
  platform: 'Platform',
  internal: 'Staff',
  i9: 'I-9',
  external: 'Client',
};

const roleName = (id: number) => ROLE_NAMES[id as RoleId] ?? `Role ${id}`;

interface PermissionState {
  permissions: TenantPermissions;
  issueInvoiceRoleIds: number[];
}

const toggle = (list: readonly number[], id: number, on: boolean) =>
  on ? [...new Set([...list, id])].sort((a, b) => a - b) : list.filter((x) => x !== id);

/** /user-roles: the roles of SPEC §6, what each may do, and the tenant permission lists (admins edit them). */
export default function UserRolesPage({ routeId }: PageProps) {
  const api = useApi();
  const toast = useToast();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const route = routeById(routeId);
  const roleId = useSession((s) => s.user?.roleId ?? null);
  const sessionTenant = useSession((s) => s.user?.tenantDetails ?? null);
  const isAdmin = roleId === ROLE.ADMIN;
  const roles = useRoles();
  // Admins read the stored lists (/tenant/details); others see the lists their session carries.
  const tenant = useCallQuery(getTenantDetailsCall, {}, { enabled: isAdmin });
  const stored: PermissionState | null = useMemo(() => {
    if (isAdmin) {
      return tenant.data
        ? { permissions: { ...DEFAULT_TENANT_PERMISSIONS, ...tenant.data.permissions }, issueInvoiceRoleIds: tenant.data.issueInvoiceRoleIds }
        : null;
    }
    return {
      permissions: { ...DEFAULT_TENANT_PERMISSIONS, ...(sessionTenant?.permissions ?? {}) },
      issueInvoiceRoleIds: sessionTenant?.issueInvoiceRoleIds ?? [],
    };
  }, [isAdmin, tenant.data, sessionTenant]);
  const [draft, setDraft] = useState<PermissionState | null>(null);
  useEffect(() => setDraft(stored), [stored]);
  const dirty = JSON.stringify(draft) !== JSON.stringify(stored);

  const save = useMutation({
    mutationFn: (d: PermissionState) =>
      api.call(updateTenantCall, { permissions: d.permissions, issueInvoiceRoleIds: d.issueInvoiceRoleIds }),
    onSuccess: (t) => {
      toast.success('The permissions were saved.');
      setCallData(queryClient, getTenantDetailsCall, {}, t);
      const user = store.getState().user;
      if (user?.tenantDetails) {
        store.getState().updateUser({
          ...user,
          tenantDetails: { ...user.tenantDetails, permissions: t.permissions, issueInvoiceRoleIds: t.issueInvoiceRoleIds },
        });
      }
    },
    onError: (e) => toast.error(errorMessage(e)),
  });

  const holds = (id: number): TenantPermissionKey[] =>
    draft ? TENANT_PERMISSION_KEYS.filter((k) => draft.permissions[k].includes(id)) : [];

  const title = route?.title ?? 'User Roles';
  return (
    <PageFrame title={title} description={route?.description} remote="mf-people">
      <StyledStack>
        <StyledCard aria-label="Roles">
          <StyledSectionHeader>
            <h2>Roles</h2>
          </StyledSectionHeader>
          {roles.isLoading ? <Loading label="Loading roles…" /> : null}
          {roles.isError ? (
            <ErrorPanel title="Couldn’t load the roles" message={errorMessage(roles.error)} onRetry={() => void roles.refetch()} />
          ) : null}
          {roles.data ? (
            <StyledRoles>
              {roles.data.data.map((r) => (
                <li key={r.id} aria-label={r.name}>
                  <h3>
                    {r.name} <small>#{r.id}</small>
                    <StatusBadge tone={r.admin ? 'info' : 'neutral'}>{r.admin ? 'Admin' : KIND_LABEL[r.kind]}</StatusBadge>
                  </h3>
                  <p>{r.description}</p>
                  {holds(r.id).length > 0 ? (
                    <small>Also may: {holds(r.id).map((k) => PERMISSION_LABELS[k].toLowerCase()).join('; ')}.</small>
                  ) : null}
                </li>
              ))}
            </StyledRoles>
          ) : null}
        </StyledCard>

        <StyledCard aria-label="Tenant permissions">
          <StyledSectionHeader>
            <h2>Permissions of this firm</h2>
          </StyledSectionHeader>
          {isAdmin ? (
            <StyledNote>Tick the roles that may do each thing. Changes apply at the users’ next page load.</StyledNote>
          ) : (
            <StyledNote>Read only: only your firm’s admin changes these lists.</StyledNote>
          )}
          {isAdmin && tenant.isLoading ? <Loading label="Loading permissions…" /> : null}
          {isAdmin && tenant.isError ? (
            <ErrorPanel title="Couldn’t load the permissions" message={errorMessage(tenant.error)} onRetry={() => void tenant.refetch()} />
          ) : null}
          {draft ? (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (draft && isAdmin) save.mutate(draft);
              }}
            >
              {TENANT_PERMISSION_KEYS.map((key) => (
                <StyledFieldset key={key}>
                  <legend>
                    {PERMISSION_LABELS[key]} <small>({key})</small>
                  </legend>
                  <StyledChecks>
                    {TENANT_ROLE_IDS.map((id) => (
                      <StyledCheckboxLabel key={id}>
                        <input
                          type="checkbox"
                          disabled={!isAdmin || save.isPending}
                          checked={draft.permissions[key].includes(id)}
                          onChange={(e) =>
                            setDraft({
                              ...draft,
                              permissions: { ...draft.permissions, [key]: toggle(draft.permissions[key], id, e.target.checked) },
                            })
                          }
                        />{' '}
                        {roleName(id)}
                      </StyledCheckboxLabel>
                    ))}
                  </StyledChecks>
                </StyledFieldset>
              ))}
              <StyledFieldset>
                <legend>Issue invoices (Admin and Branch Manager always may)</legend>
                <StyledChecks>
                  {INVOICE_ROLE_IDS.map((id) => (
                    <StyledCheckboxLabel key={id}>
                      <input
                        type="checkbox"
                        disabled={!isAdmin || save.isPending}
                        checked={draft.issueInvoiceRoleIds.includes(id)}
                        onChange={(e) =>
                          setDraft({ ...draft, issueInvoiceRoleIds: toggle(draft.issueInvoiceRoleIds, id, e.target.checked) })
                        }
                      />{' '}
                      {roleName(id)}
                    </StyledCheckboxLabel>
                  ))}
                </StyledChecks>
              </StyledFieldset>
              {isAdmin ? (
                <StyledFormActions>
                  <StyledButton type="button" disabled={!dirty || save.isPending} onClick={() => setDraft(stored)}>
                    Undo changes
                  </StyledButton>
                  <StyledButton type="submit" $variant="primary" disabled={!dirty || save.isPending}>
                    {save.isPending ? 'Saving…' : 'Save permissions'}
                  </StyledButton>
                </StyledFormActions>
              ) : null}
            </form>
          ) : null}
        </StyledCard>
      </StyledStack>
    </PageFrame>
  );
}
