import { ROLE_NAMES, type RoleId, type Workflow } from 'shared/domain';
import { DataTable } from 'shared/ui';

const names = (roles: readonly { roleId: number }[]) =>
  roles.map((r) => ROLE_NAMES[r.roleId as RoleId] ?? `role ${r.roleId}`).join(', ') || '—';

/** A workflow's steps, read-only (the view page). */
export function WorkflowSteps({ workflow }: { workflow: Workflow }) {
  const rows = workflow.activities.map((a, i) => ({ ...a, position: i + 1 }));
  return (
    <DataTable
      label="Workflow steps"
      rows={rows}
      rowKey={(r) => r.code}
      sort={null}
      columns={[
        { id: 'position', header: '#', cell: (r) => r.position },
        { id: 'label', header: 'Step', wrap: true, cell: (r) => `${r.label}${r.optional ? ' (optional)' : ''}` },
        { id: 'action', header: 'Action required', cell: (r) => r.actionRequired },
        { id: 'editors', header: 'Editors', wrap: true, cell: (r) => names(r.editors) },
        { id: 'watchers', header: 'Watchers', wrap: true, cell: (r) => names(r.watchers) },
        {
          id: 'flags',
          header: 'Filing fee',
          cell: (r) =>
            [
              r.fileOnlyAfterInvoice ? 'File only after invoice' : '',
              r.fileOnlyAfterPayment ? 'File only after payment' : '',
            ]
              .filter(Boolean)
              .join(', ') || '—',
        },
      ]}
    />
  );
}
