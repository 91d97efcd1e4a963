import { useMemo, useState } from 'react';
import { listTenantUsageCall, type TTenantUsageRow } from 'shared/contract';
import { formatBytes, formatDate } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import { ConfirmDialog, ListPage, PageFrame, StatusBadge, StyledActionBar, StyledButton, type BadgeTone, type ListColumn, type ListFilterDef } from 'shared/ui';
import { fetchFirmPage, FIRM_FILTER_KEYS, FIRM_STATUS_LABELS, useFirmStatus, useResendActivation } from '../api/operatorQueries';
import { FirmDataDialog } from './FirmDataDialog';
import { InviteFirmDialog } from './InviteFirmDialog';

type Status = keyof typeof FIRM_STATUS_LABELS;
const tone = (s: string): BadgeTone => (s === 'active' ? 'success' : s === 'invited' ? 'info' : 'danger');

const filters: ListFilterDef[] = [
  { key: FIRM_FILTER_KEYS.status, label: 'Status', options: (Object.keys(FIRM_STATUS_LABELS) as Status[]).map((s) => ({ value: s, label: FIRM_STATUS_LABELS[s] })) },
];

/** The row's actions: activate or suspend (asked first), resend the activation link of an invited firm. */
function FirmActions({ firm, onSuspend, onData }: { firm: TTenantUsageRow; onSuspend: (f: TTenantUsageRow) => void; onData: (f: TTenantUsageRow) => void }) {
  const status = useFirmStatus();
  const resend = useResendActivation();
  return (
    <StyledActionBar>
      {firm.status === 'active' ? (
        <StyledButton type="button" $variant="danger" onClick={() => onSuspend(firm)} aria-label={`Suspend ${firm.name}`}>
          Suspend
        </StyledButton>
      ) : null}
      {firm.status === 'inactive' || (firm.status === 'invited' && firm.adminEmail) ? (
        <StyledButton
          type="button"
          disabled={status.isPending}
          onClick={() => status.mutate({ tenantId: firm.id, status: 'active' })}
          aria-label={`Activate ${firm.name}`}
        >
          Activate
        </StyledButton>
      ) : null}
      {firm.status === 'invited' ? (
        <StyledButton type="button" disabled={resend.isPending} onClick={() => resend.mutate({ tenantId: firm.id })} aria-label={`Resend the activation link to ${firm.name}`}>
          {resend.isPending ? 'Sending…' : 'Resend activation'}
        </StyledButton>
      ) : null}
      <StyledButton type="button" onClick={() => onData(firm)} aria-label={`Export or delete ${firm.name}`}>
        Export / delete
      </StyledButton>
    </StyledActionBar>
  );
}

/**
 * /firms (the operator console, issue 16.6): every firm with its usage counted on the server
 * (users, cases, stored bytes), searched, filtered, sorted and paged there; invite a firm,
 * activate, suspend (its sessions end at once), resend the activation link; export the firm's
 * data and delete it after a grace period (FirmDataDialog).
 */
export default function FirmsPage({ routeId }: PageProps) {
  const api = useApi();
  const route = routeById(routeId);
  const [inviting, setInviting] = useState(false);
  const [suspending, setSuspending] = useState<TTenantUsageRow | null>(null);
  const [dataOf, setDataOf] = useState<TTenantUsageRow | null>(null);
  const status = useFirmStatus();
  const fetchPage = useMemo(() => fetchFirmPage(api), [api]);
  const columns = useMemo<ListColumn<TTenantUsageRow>[]>(
    () => [
      { id: 'name', header: 'Firm', sortKey: 'name', mobile: 'title', alwaysVisible: true, wrap: true, cell: (f) => f.name },
      { id: 'slug', header: 'Subdomain', sortKey: 'slug', mobile: 'subtitle', cell: (f) => f.slug },
      { id: 'status', header: 'Status', sortKey: 'status', cell: (f) => <StatusBadge tone={tone(f.status)}>{FIRM_STATUS_LABELS[f.status as Status] ?? f.status}</StatusBadge> },
      { id: 'admin', header: 'Admin', wrap: true, cell: (f) => (f.adminEmail ? `${f.adminName ?? ''} <${f.adminEmail}>`.trim() : '—') },
      { id: 'users', header: 'Users', sortKey: 'users', align: 'right', cell: (f) => f.users },
      { id: 'cases', header: 'Cases', sortKey: 'cases', align: 'right', cell: (f) => f.cases },
      { id: 'storage', header: 'Storage', sortKey: 'storageBytes', align: 'right', cell: (f) => formatBytes(f.storageBytes) },
      { id: 'createdAt', header: 'Since', sortKey: 'createdAt', cell: (f) => formatDate(f.createdAt) },
      { id: 'actions', header: 'Actions', mobile: 'field', cell: (f) => <FirmActions firm={f} onSuspend={setSuspending} onData={setDataOf} /> },
    ],
    [],
  );
  const inviteButton = (
    <StyledButton type="button" $variant="primary" onClick={() => setInviting(true)}>
      Invite a firm
    </StyledButton>
  );
  return (
    <PageFrame title={route?.title ?? 'Firms'} description={route?.description} remote="mf-settings" actions={inviteButton}>
      <ListPage
        queryKey={listTenantUsageCall}
        label="Firms"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(f) => f.id}
        filters={filters}
        defaultSort={{ key: 'createdAt', order: -1 }}
        searchPlaceholder="Firm name, subdomain or admin e-mail…"
        emptyTitle="No firms"
        emptyDescription="Invite a firm: its admin gets an e-mail to activate the account."
        emptyActions={inviteButton}
      />
      {inviting ? <InviteFirmDialog onClose={() => setInviting(false)} /> : null}
      {dataOf ? <FirmDataDialog firm={dataOf} onClose={() => setDataOf(null)} /> : null}
      {suspending ? (
        <ConfirmDialog
          title={`Suspend ${suspending.name}?`}
          message={<p>Everyone at {suspending.name} is signed out at once and cannot sign in until you activate the firm again. Nothing is deleted.</p>}
          confirmLabel="Suspend firm"
          busy={status.isPending}
          onCancel={() => setSuspending(null)}
          onConfirm={() => status.mutate({ tenantId: suspending.id, status: 'inactive' }, { onSuccess: () => setSuspending(null) })}
        />
      ) : null}
    </PageFrame>
  );
}
