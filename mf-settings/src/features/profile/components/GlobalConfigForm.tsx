import { useState, type FormEvent } from 'react';
import { getTenantDetailsCall, updateTenantCall, type TTenant } from 'shared/contract';
import { ADMIN_ROLES, INTERNAL_ROLES, ROLE_NAMES, type RoleId } from 'shared/domain';
import { useCallMutation } from 'shared/query';
import { useSessionStore } from 'shared/session';
import { DetailGrid, StyledButton, StyledCheckboxLabel, StyledFieldset, StyledFormActions } from 'shared/ui';

/** Roles the tenant may add to the invoice issuers (3 and 4 always issue: SPEC §6). */
const INVOICE_CANDIDATES: readonly RoleId[] = INTERNAL_ROLES.filter((r) => !ADMIN_ROLES.includes(r));

/**
 * Global configuration (issue 16.1): the external-cases feature, employee management and the roles
 * that may issue invoices. Tenant type and white-label flag are the operator's: shown, not edited.
 */
export function GlobalConfigForm({ tenant, canEdit }: { tenant: TTenant; canEdit: boolean }) {
  const store = useSessionStore();
  const [external, setExternal] = useState(tenant.globalConfig.isAllowExternalCases === 1);
  const [employees, setEmployees] = useState(tenant.globalConfig.employeeMngmt === 1);
  const [issuers, setIssuers] = useState<number[]>(tenant.issueInvoiceRoleIds);
  const save = useCallMutation(updateTenantCall, {
    invalidates: [getTenantDetailsCall],
    successToast: 'Configuration saved',
    errorToast: true,
    onSuccess: (t) => {
      const user = store.getState().user;
      if (user) {
        store.getState().updateUser({
          ...user,
          globalConfig: t.globalConfig,
          ...(user.tenantDetails ? { tenantDetails: { ...user.tenantDetails, issueInvoiceRoleIds: t.issueInvoiceRoleIds } } : {}),
        });
      }
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({
      globalConfig: { isAllowExternalCases: external ? 1 : 0, employeeMngmt: employees ? 1 : 0 },
      issueInvoiceRoleIds: issuers,
    });
  };
  const toggle = (r: number) => setIssuers((cur) => (cur.includes(r) ? cur.filter((x) => x !== r) : [...cur, r].sort((a, b) => a - b)));

  return (
    <form onSubmit={submit} aria-label="Global configuration">
      <DetailGrid
        items={[
          { label: 'Tenant type', value: tenant.typeId === 2 ? 'Petitioner (type 2)' : 'Company or law firm (type 1)' },
          { label: 'White label', value: tenant.whiteLabled ? 'Yes' : 'No' },
          { label: 'Web address', value: `${tenant.slug}` },
        ]}
      />
      <StyledFieldset disabled={!canEdit || save.isPending}>
        <legend>Features</legend>
        <StyledCheckboxLabel>
          <input type="checkbox" checked={external} onChange={(e) => setExternal(e.target.checked)} /> Allow external cases
        </StyledCheckboxLabel>
        <StyledCheckboxLabel>
          <input type="checkbox" checked={employees} onChange={(e) => setEmployees(e.target.checked)} /> Employee management (call
          beneficiaries employees)
        </StyledCheckboxLabel>
      </StyledFieldset>
      <StyledFieldset disabled={!canEdit || save.isPending}>
        <legend>Roles that may issue invoices besides Admin and Branch Manager</legend>
        {INVOICE_CANDIDATES.map((r) => (
          <StyledCheckboxLabel key={r}>
            <input type="checkbox" checked={issuers.includes(r)} onChange={() => toggle(r)} /> {ROLE_NAMES[r]}
          </StyledCheckboxLabel>
        ))}
      </StyledFieldset>
      {canEdit ? (
        <StyledFormActions>
          <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save configuration'}
          </StyledButton>
        </StyledFormActions>
      ) : (
        <p>Only the firm’s admin can change the configuration.</p>
      )}
    </form>
  );
}
