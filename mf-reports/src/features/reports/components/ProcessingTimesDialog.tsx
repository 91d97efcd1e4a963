import { useState } from 'react';
import styled from 'styled-components';
import { ZProcessingTimesUpdatePayload, type TProcessingTime } from 'shared/contract';
import { formatDate, isAdminRole, isoToUs, toPayloadDate, usToIso, VALIDATION_MESSAGES } from 'shared/domain';
import { useSession } from 'shared/session';
import {
  DateInput,
  Dialog,
  ErrorPanel,
  errorCode,
  errorMessage,
  fieldIssues,
  FormField,
  Loading,
  StyledButton,
  StyledFormActions,
  StyledFormGrid,
  StyledInput,
} from 'shared/ui';
import { useProcessingTimes, useUpdateProcessingTime } from '../api/reportsQueries';

const StyledScroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 13px;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  td[data-num] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledEditor = styled.form`
  margin-top: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 15px;
  }
`;

interface Draft {
  typicalDays: string;
  premiumDays: string;
  asOf: string;
  source: string;
}

const toDraft = (t: TProcessingTime): Draft => ({
  typicalDays: String(t.typicalDays),
  premiumDays: t.premiumDays === null ? '' : String(t.premiumDays),
  asOf: isoToUs(t.asOf),
  source: t.custom ? t.source : '',
});

function Editor({ time, onDone }: { time: TProcessingTime; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(time));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateProcessingTime(onDone);
  const set = (k: keyof Draft, v: string) => setDraft((d) => ({ ...d, [k]: v }));

  const submit = () => {
    const asOf = usToIso(draft.asOf);
    const next: Record<string, string> = {};
    if (!asOf) next.asOf = VALIDATION_MESSAGES.date;
    else if (asOf > toPayloadDate(new Date())) next.asOf = 'The date must not be in the future';
    const payload = {
      form: time.form,
      typicalDays: draft.typicalDays.trim() === '' ? Number.NaN : Number(draft.typicalDays),
      premiumDays: draft.premiumDays.trim() === '' ? null : Number(draft.premiumDays),
      asOf: asOf ?? '',
      source: draft.source,
    };
    const parsed = ZProcessingTimesUpdatePayload.safeParse(payload);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (key === 'typicalDays' && draft.typicalDays.trim() === '') next.typicalDays ??= 'Typical days are required';
        else next[key] ??= issue.message;
      }
    setErrors(next);
    if (Object.keys(next).length === 0 && parsed.success)
      save.mutate(payload, {
        onError: (e) => setErrors(Object.fromEntries(fieldIssues(e).map((i) => [i.path, i.message]))),
      });
  };

  return (
    <StyledEditor
      noValidate
      aria-label={`Edit ${time.form}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3>Edit {time.label}</h3>
      <StyledFormGrid>
        <FormField label="Typical days" error={errors.typicalDays} required>
          <StyledInput
            type="number"
            inputMode="numeric"
            min={1}
            max={3650}
            value={draft.typicalDays}
            onChange={(e) => set('typicalDays', e.target.value)}
          />
        </FormField>
        <FormField label="Premium days" error={errors.premiumDays} hint="Empty when the form has no premium processing">
          <StyledInput
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            value={draft.premiumDays}
            onChange={(e) => set('premiumDays', e.target.value)}
          />
        </FormField>
        <FormField label="As of" error={errors.asOf} required hint="When the figure was read">
          <DateInput value={draft.asOf} onChange={(e) => set('asOf', e.target.value)} />
        </FormField>
        <FormField label="Source" error={errors.source} required span={6}>
          <StyledInput
            maxLength={200}
            value={draft.source}
            placeholder="e.g. USCIS processing times, California Service Center"
            onChange={(e) => set('source', e.target.value)}
          />
        </FormField>
      </StyledFormGrid>
      {save.isError && fieldIssues(save.error).length === 0 ? (
        <ErrorPanel title="Couldn’t save the processing time" message={errorMessage(save.error)} />
      ) : null}
      <StyledFormActions>
        <StyledButton type="button" onClick={onDone} disabled={save.isPending}>
          Cancel
        </StyledButton>
        <StyledButton type="submit" $variant="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </StyledButton>
      </StyledFormActions>
    </StyledEditor>
  );
}

/**
 * The typical processing times the expiry risk report adds to a case's date (issue 17 point 5):
 * every staff user reads them, the firm's admins edit them (dated, with their source).
 */
export function ProcessingTimesDialog({ onClose }: { onClose: () => void }) {
  const roleId = useSession((s) => s.user?.roleId ?? null);
  const canEdit = isAdminRole(roleId);
  const times = useProcessingTimes();
  const [editing, setEditing] = useState<string | null>(null);
  const current = times.data?.data.find((t) => t.form === editing) ?? null;

  return (
    <Dialog title="Typical processing times" onClose={onClose} width="960px">
      <p>
        The expiry risk report expects a decision on a case at its filing (or opening) date plus the typical processing
        time of its form.{canEdit ? ' Edit a figure when your service centre’s times differ.' : ''}
      </p>
      {times.isError ? (
        <ErrorPanel
          title="Couldn’t load the processing times"
          message={errorMessage(times.error)}
          code={errorCode(times.error)}
          onRetry={() => void times.refetch()}
        />
      ) : !times.data ? (
        <Loading label="Loading processing times…" />
      ) : (
        <StyledScroll>
          <table aria-label="Typical processing times">
            <thead>
              <tr>
                <th scope="col">Form</th>
                <th scope="col">Typical days</th>
                <th scope="col">Premium days</th>
                <th scope="col">As of</th>
                <th scope="col">Source</th>
                {canEdit ? <th scope="col">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {times.data.data.map((t) => (
                <tr key={t.form}>
                  <th scope="row">
                    {t.form}
                    <small>{t.label}</small>
                  </th>
                  <td data-num>{t.typicalDays}</td>
                  <td data-num>{t.premiumDays ?? '—'}</td>
                  <td>{formatDate(t.asOf)}</td>
                  <td>
                    {t.source}
                    <small>{t.custom ? `Set by ${t.updatedByName ?? 'the firm'}` : 'Product default'}</small>
                  </td>
                  {canEdit ? (
                    <td>
                      <StyledButton type="button" onClick={() => setEditing(t.form)} aria-label={`Edit ${t.form}`}>
                        Edit
                      </StyledButton>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </StyledScroll>
      )}
      {canEdit && current ? <Editor key={current.form} time={current} onDone={() => setEditing(null)} /> : null}
    </Dialog>
  );
}
