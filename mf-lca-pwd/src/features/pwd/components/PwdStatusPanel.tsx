import { useState } from 'react';
import type { TPwdDetails } from 'shared/contract';
import { formatDateTime, PWD_STATUS, pwdStatusName, type PwdStatusId } from 'shared/domain';
import { ConfirmDialog, fieldIssues, errorMessage, FormField, StatusBadge, StyledButton, StyledFormActions, StyledInput } from 'shared/ui';
import { useUpdatePwdStatus } from '../api/pwdQueries';
import { pwdStatusTone } from './pwdText';

const ACTION: Readonly<Record<PwdStatusId, string>> = {
  1: 'Back to draft',
  2: 'Mark filed with DOL',
  3: 'Record the determination',
  4: 'Request redetermination',
  5: 'Mark expired',
  6: 'Withdraw',
};

/** The status, its log and the moves allowed from it (withdrawing asks first). */
export function PwdStatusPanel({ pwd }: { pwd: TPwdDetails }) {
  const move = useUpdatePwdStatus();
  const [note, setNote] = useState('');
  const [confirm, setConfirm] = useState<PwdStatusId | null>(null);
  const go = (statusId: PwdStatusId) => move.mutate({ pwdId: pwd.id, statusId, ...(note.trim() ? { note: note.trim() } : {}) }, { onSuccess: () => setNote('') });
  const issues = fieldIssues(move.error);
  return (
    <>
      <p>
        <StatusBadge tone={pwdStatusTone(pwd.statusId)}>{pwd.statusName}</StatusBadge>
      </p>
      {pwd.nextStatusIds.length ? (
        <>
          <FormField label="Note for the status log" span={6}>
            <StyledInput value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <StyledFormActions>
            {pwd.nextStatusIds.map((id) => (
              <StyledButton
                key={id}
                type="button"
                $variant={id === PWD_STATUS.WITHDRAWN || id === PWD_STATUS.EXPIRED ? 'danger' : 'secondary'}
                disabled={move.isPending}
                onClick={() => (id === PWD_STATUS.WITHDRAWN || id === PWD_STATUS.EXPIRED ? setConfirm(id as PwdStatusId) : go(id as PwdStatusId))}
              >
                {ACTION[id as PwdStatusId] ?? pwdStatusName(id)}
              </StyledButton>
            ))}
          </StyledFormActions>
        </>
      ) : null}
      {move.isError ? <p role="alert">{issues.length ? issues.map((i) => i.message).join(' ') : errorMessage(move.error)}</p> : null}
      <h3>Status log</h3>
      <ol aria-label="Status log">
        {pwd.statusLogs.map((l, i) => (
          <li key={`${l.at}-${i}`}>
            {l.statusName} · {l.createdByName ?? 'Someone'} · <time dateTime={l.at}>{formatDateTime(l.at)}</time>
            {l.note ? ` — ${l.note}` : ''}
          </li>
        ))}
      </ol>
      {confirm ? (
        <ConfirmDialog
          title={`${ACTION[confirm]}?`}
          message="The PWD closes and its data can no longer be changed."
          confirmLabel={ACTION[confirm]}
          busy={move.isPending}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            go(confirm);
            setConfirm(null);
          }}
        />
      ) : null}
    </>
  );
}
