import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { listPetitionsCall, type TLcaInventoryDetails, type TLcaUsage } from 'shared/contract';
import { CASE_TYPE, formatDateTime, lcaStatusName } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath } from 'shared/routes';
import { useApi } from 'shared/session';
import {
  AsyncSelect,
  CardList,
  ConfirmDialog,
  DataTable,
  DetailGrid,
  EmptyState,
  errorMessage,
  FormField,
  PageFrame,
  QueryState,
  StatusBadge,
  StyledButton,
  StyledCard,
  StyledFormActions,
  StyledLinkButton,
  StyledTextArea,
  type ListColumn,
  type SelectOption,
  useIsMobile,
} from 'shared/ui';
import { useAttachCase, useDetachCase, useLcaInventory } from '../api/lcaQueries';
import { lcaStatusTone, periodText } from '../components/lcaText';

const StyledMeter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  meter {
    width: 100%;
    height: 16px;
  }
`;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

function AttachForm({ inv }: { inv: TLcaInventoryDetails }) {
  const api = useApi();
  const attach = useAttachCase();
  const [picked, setPicked] = useState<SelectOption | null>(null);
  const [error, setError] = useState<string>();
  const loadCases = async (search: string, signal: AbortSignal) => {
    const res = await api.call(listPetitionsCall, { matcher: { typeIds: [CASE_TYPE.H1B] }, perpage: 20, withCount: false, ...(search.trim() ? { search: search.trim() } : {}) }, { signal });
    const used = new Set(inv.usages.map((u) => u.caseId));
    return res.data
      .filter((c) => !used.has(c.id))
      .map((c) => ({ value: c.id, label: c.caseNumber, description: [c.beneficiaryName, c.petitionerName].filter(Boolean).join(' · ') }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!picked) return setError('Choose the H-1B case to attach.');
    setError(undefined);
    attach.mutate({ lcaId: inv.lcaId, caseId: picked.value }, { onSuccess: () => setPicked(null) });
  };
  if (!inv.canAttach.allowed) return <p role="note">{inv.canAttach.reason}</p>;
  return (
    <form onSubmit={submit} aria-label="Attach a case" noValidate>
      <AsyncSelect label="H-1B case" required loadOptions={loadCases} value={picked} onChange={setPicked} error={error ?? (attach.error ? errorMessage(attach.error) : undefined)} placeholder="Case number, beneficiary or employer…" />
      <StyledFormActions>
        <StyledButton type="submit" $variant="primary" disabled={attach.isPending}>
          {attach.isPending ? 'Attaching…' : 'Use a position for this case'}
        </StyledButton>
      </StyledFormActions>
    </form>
  );
}

function DetachDialog({ lcaId, usage, onClose }: { lcaId: string; usage: TLcaUsage; onClose: () => void }) {
  const detach = useDetachCase();
  const [note, setNote] = useState('');
  return (
    <ConfirmDialog
      title={`Free the position of ${usage.caseNumber}?`}
      message={
        <>
          <p>The case stops using this LCA; both case logs keep the history.</p>
          <FormField label="Why (optional)" span={6}>
            <StyledTextArea rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
        </>
      }
      confirmLabel="Free the position"
      danger
      busy={detach.isPending}
      onCancel={onClose}
      onConfirm={() => detach.mutate({ lcaId, caseId: usage.caseId, ...(note.trim() ? { note: note.trim() } : {}) }, { onSettled: onClose })}
    />
  );
}

function Inventory({ inv }: { inv: TLcaInventoryDetails }) {
  const [detaching, setDetaching] = useState<TLcaUsage | null>(null);
  const mobile = useIsMobile();
  const columns: ListColumn<TLcaUsage>[] = [
    { id: 'case', header: 'Case', mobile: 'title', cell: (u) => (u.visible ? <Link to={buildPath('cases.petitionDetails', { itemId: u.caseId })}>{u.caseNumber}</Link> : u.caseNumber) },
    { id: 'beneficiary', header: 'Beneficiary', mobile: 'subtitle', wrap: true, cell: (u) => u.beneficiaryName ?? '—' },
    { id: 'type', header: 'Type', cell: (u) => u.typeName },
    { id: 'lcaStatus', header: 'LCA status on the case', cell: (u) => (u.lcaStatusId ? <StatusBadge tone={lcaStatusTone(u.lcaStatusId)}>{lcaStatusName(u.lcaStatusId)}</StatusBadge> : 'Waiting for certification') },
    { id: 'attached', header: 'Since', mobile: 'field', cell: (u) => `${formatDateTime(u.attachedAt)}${u.attachedByName ? ` · ${u.attachedByName}` : ''}` },
    {
      id: 'actions',
      header: 'Actions',
      cell: (u) => (
        <StyledButton type="button" $variant="danger" onClick={() => setDetaching(u)} aria-label={`Free the position of ${u.caseNumber}`}>
          Free position
        </StyledButton>
      ),
    },
  ];
  const { workers, used, free } = inv.positions;
  return (
    <PageFrame
      title={`Positions of LCA ${inv.caseNumber}`}
      description={`${inv.statusName} · ${periodText(inv.periodStart, inv.periodEnd)}`}
      remote="mf-lca-pwd"
      actions={<StyledLinkButton to={buildPath('lca.details', { itemId: inv.lcaId })}>Open the LCA</StyledLinkButton>}
    >
      <StyledStack>
        <StyledCard aria-labelledby="positions-title">
          <h2 id="positions-title">Positions</h2>
          <StyledMeter>
            <meter min={0} max={workers} value={used} aria-label="Positions used" />
            <span>{`${used} used, ${free} free of ${workers}`}</span>
          </StyledMeter>
          <DetailGrid
            items={[
              { label: 'Status', value: <StatusBadge tone={lcaStatusTone(inv.statusId)}>{inv.statusName}</StatusBadge> },
              { label: 'Period', value: periodText(inv.periodStart, inv.periodEnd) },
              { label: 'Workers covered', value: String(workers) },
            ]}
          />
        </StyledCard>
        <StyledCard aria-labelledby="usages-title">
          <h2 id="usages-title">Cases using it</h2>
          {inv.usages.length === 0 ? (
            <EmptyState title="No case uses this LCA" description="Attach an H-1B case of the same employer once the LCA is certified." level={3} />
          ) : (
            mobile ? (
              <CardList columns={columns} rows={inv.usages} rowKey={(u) => u.caseId} label="Cases using the LCA" />
            ) : (
              <DataTable columns={columns} rows={inv.usages} rowKey={(u) => u.caseId} sort={null} label="Cases using the LCA" />
            )
          )}
        </StyledCard>
        <StyledCard aria-labelledby="attach-title">
          <h2 id="attach-title">Attach a case</h2>
          <AttachForm inv={inv} />
        </StyledCard>
      </StyledStack>
      {detaching ? <DetachDialog lcaId={inv.lcaId} usage={detaching} onClose={() => setDetaching(null)} /> : null}
    </PageFrame>
  );
}

/** /lca-inventory-details/:itemId — positions used and free, the cases using them, attach and detach. */
export default function LcaInventoryPage({ params }: PageProps) {
  const q = useLcaInventory(params.itemId ?? '');
  return (
    <QueryState query={q} noun="LCA" frameTitle="LCA Inventory Details" remote="mf-lca-pwd" backTo={{ href: buildPath('lca.list'), label: 'Back to the LCAs' }}>
      {(inv) => <Inventory inv={inv} />}
    </QueryState>
  );
}
