import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ZEtaCaseNumber, type TLcaDetails, type TUpdateLcaStatusPayload } from 'shared/contract';
import { formatDateTime, LCA_STATUS, lcaStatusName, toPayloadDate, usToIso, isoToUs, type LcaStatusId } from 'shared/domain';
import { ConfirmDialog, DateInput, errorMessage, fieldIssues, FormField, StatusBadge, StyledButton, StyledFormActions, StyledFormGrid, StyledInput, StyledSelect, StyledTextArea } from 'shared/ui';
import { useUpdateLcaStatus } from '../api/lcaQueries';
import { lcaStatusTone } from './lcaText';

const StyledLog = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: baseline;
    font-size: 14px;
  }
  .note {
    flex-basis: 100%;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Statuses that end the LCA's life: asked for confirmation. */
const FINAL: readonly number[] = [LCA_STATUS.WITHDRAWN, LCA_STATUS.DENIED, LCA_STATUS.EXPIRED];

/** The current status, the move to a next one (with DOL's number and dates where needed) and the status log. */
export function LcaStatusPanel({ lca }: { lca: TLcaDetails }) {
  const change = useUpdateLcaStatus();
  const [to, setTo] = useState<string>('');
  const [note, setNote] = useState('');
  const [eta, setEta] = useState(lca.etaCaseNumber ?? '');
  const [day, setDay] = useState(isoToUs(toPayloadDate(new Date())));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState<TUpdateLcaStatusPayload | null>(null);
  const target = Number(to) as LcaStatusId;
  const issues = Object.fromEntries(fieldIssues(change.error).map((i) => [i.path, i.message]));
  const err = (k: string) => errors[k] ?? issues[k];
  const canChange = lca.canUpdate.allowed && lca.nextStatusIds.length > 0;

  const send = (p: TUpdateLcaStatusPayload) =>
    change.mutate(p, {
      onSuccess: () => {
        setTo('');
        setNote('');
      },
      onSettled: () => setConfirm(null),
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!to) next.statusId = 'Choose the new status.';
    const iso = usToIso(day);
    if ((target === LCA_STATUS.FILED || target === LCA_STATUS.CERTIFIED) && !iso) next.day = 'Enter a date as MM/DD/YYYY.';
    if (target === LCA_STATUS.FILED && eta.trim()) {
      const r = ZEtaCaseNumber.safeParse(eta);
      if (!r.success) next.etaCaseNumber = r.error.issues[0]?.message ?? 'Check the ETA case number.';
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    const payload: TUpdateLcaStatusPayload = {
      lcaId: lca.id,
      statusId: target,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(target === LCA_STATUS.FILED ? { filedOn: iso!, ...(eta.trim() ? { etaCaseNumber: eta.trim() } : {}) } : {}),
      ...(target === LCA_STATUS.CERTIFIED ? { certifiedOn: iso! } : {}),
    };
    if (FINAL.includes(target)) setConfirm(payload);
    else send(payload);
  };

  return (
    <>
      <p>
        Status: <StatusBadge tone={lcaStatusTone(lca.statusId)}>{lca.statusName}</StatusBadge>
      </p>
      {canChange ? (
        <form onSubmit={submit} aria-label="Change the status" noValidate>
          <StyledFormGrid>
            <FormField label="New status" span={2} error={err('statusId')}>
              <StyledSelect value={to} onChange={(e) => setTo(e.target.value)}>
                <option value="">Choose…</option>
                {lca.nextStatusIds.map((s) => (
                  <option key={s} value={s}>
                    {lcaStatusName(s)}
                  </option>
                ))}
              </StyledSelect>
            </FormField>
            {target === LCA_STATUS.FILED ? (
              <FormField label="ETA case number" span={2} error={err('etaCaseNumber')} hint="I-200-24012-123456">
                <StyledInput value={eta} maxLength={18} onChange={(e) => setEta(e.target.value)} />
              </FormField>
            ) : null}
            {target === LCA_STATUS.FILED || target === LCA_STATUS.CERTIFIED ? (
              <FormField label={target === LCA_STATUS.FILED ? 'Filed on' : 'Certified on'} span={2} error={err('day') ?? err(target === LCA_STATUS.FILED ? 'filedOn' : 'certifiedOn')}>
                <DateInput value={day} onChange={(e) => setDay(e.target.value)} />
              </FormField>
            ) : null}
            <FormField label="Note" span={6} error={err('note')}>
              <StyledTextArea rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
            </FormField>
          </StyledFormGrid>
          {change.error && !Object.keys(issues).some((k) => ['statusId', 'etaCaseNumber', 'filedOn', 'certifiedOn', 'note'].includes(k)) ? (
            <p role="alert">{errorMessage(change.error)}</p>
          ) : null}
          <StyledFormActions>
            <StyledButton type="submit" $variant="primary" disabled={change.isPending}>
              {change.isPending ? 'Saving…' : 'Change status'}
            </StyledButton>
          </StyledFormActions>
        </form>
      ) : (
        <p>{lca.canUpdate.allowed ? 'No further status: this LCA’s life has ended.' : lca.canUpdate.reason}</p>
      )}
      <h3>Status log</h3>
      {lca.statusLogs.length === 0 ? (
        <p>No status change yet.</p>
      ) : (
        <StyledLog aria-label="Status log">
          {[...lca.statusLogs].reverse().map((s, i) => (
            <li key={`${s.at}-${i}`}>
              <StatusBadge tone={lcaStatusTone(s.statusId)}>{s.statusName}</StatusBadge>
              <span>{s.createdByName ?? 'Someone'}</span>
              <time dateTime={s.at}>{formatDateTime(s.at)}</time>
              {s.note ? <span className="note">{s.note}</span> : null}
            </li>
          ))}
        </StyledLog>
      )}
      {confirm ? (
        <ConfirmDialog
          title={`Mark the LCA “${lcaStatusName(confirm.statusId)}”?`}
          message={confirm.statusId === LCA_STATUS.DENIED ? 'The LCA goes back to preparation only through a new status change.' : 'This ends the LCA: it cannot serve cases any more and cannot be changed back.'}
          confirmLabel={`Mark ${lcaStatusName(confirm.statusId)}`}
          danger
          busy={change.isPending}
          onCancel={() => setConfirm(null)}
          onConfirm={() => send(confirm)}
        />
      ) : null}
    </>
  );
}
