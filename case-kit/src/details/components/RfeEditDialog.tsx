import { useState } from 'react';
import { updateRfePetitionCall } from 'shared/contract/rfe';
import type { TRfeDetails, TUpdateRfePetitionPayload } from 'shared/contract';
import { CASE_STATUS_BY_ID } from 'shared/domain/case-status';
import { isoToUs, usToIso } from 'shared/domain/format';
import { invalidateCalls } from 'shared/query';
import { useApi } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';
import { DateInput, FormField, StyledInput, StyledSelect } from 'shared/ui/form';
import { useCaseAction } from '../api/caseQueries';
import { DETAIL_MESSAGES } from '../utils/messages';
import { ActionDialog } from './ActionDialog';
import { useQueryClient } from '@tanstack/react-query';

/** The statuses an RFE case moves through (update-rfe-petition accepts these). */
export const RFE_STATUS_IDS = [24, 32, 33, 25, 26] as const;
type RfeStatusId = (typeof RFE_STATUS_IDS)[number];

/** Edit an RFE case: response due date (its deadline), notice date, title and its RFE status (e.g. Response to RFE Filed). */
export function RfeEditDialog({ rfe, onClose }: { rfe: TRfeDetails; onClose: () => void }) {
  const api = useApi();
  const qc = useQueryClient();
  const [due, setDue] = useState(isoToUs(rfe.responseDueDate));
  const [notice, setNotice] = useState(isoToUs(rfe.noticeDate));
  const [title, setTitle] = useState(rfe.title ?? '');
  const [statusId, setStatusId] = useState<string>(
    (RFE_STATUS_IDS as readonly number[]).includes(rfe.statusId) ? String(rfe.statusId) : '',
  );
  const [errors, setErrors] = useState<{ due?: string; notice?: string }>({});
  const action = useCaseAction(
    rfe.id,
    (payload: TUpdateRfePetitionPayload) => api.call(updateRfePetitionCall, payload),
    { success: 'RFE case updated.', pick: () => null },
  );
  const submit = () => {
    const found: { due?: string; notice?: string } = {};
    const dueIso = due.trim() ? usToIso(due.trim()) : null;
    const noticeIso = notice.trim() ? usToIso(notice.trim()) : null;
    if (!due.trim()) found.due = DETAIL_MESSAGES.dateRequired('Response Due Date');
    else if (!dueIso) found.due = DETAIL_MESSAGES.dateInvalid('Response Due Date');
    if (notice.trim() && !noticeIso) found.notice = DETAIL_MESSAGES.dateInvalid('Notice Date');
    if (!found.due && !found.notice && dueIso && noticeIso && dueIso < noticeIso) {
      found.due = 'The response due date must not be before the notice date';
    }
    setErrors(found);
    if (Object.keys(found).length || !dueIso) return;
    action.mutate(
      {
        petitionId: rfe.id,
        responseDueDate: dueIso,
        noticeDate: noticeIso,
        title: title.trim() || null,
        ...(statusId ? { statusId: Number(statusId) as RfeStatusId } : {}),
      },
      {
        onSuccess: () =>
          void import('../api/caseKeys').then(({ caseKeys }) => invalidateCalls(qc, caseKeys.rfe(rfe.id))).then(onClose),
      },
    );
  };
  return (
    <ActionDialog
      title={`Edit RFE case ${rfe.caseNumber}`}
      submitLabel="Save"
      busy={action.isPending}
      error={action.error ? errorMessage(action.error) : null}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormField label="RFE status">
        <StyledSelect value={statusId} onChange={(e) => setStatusId(e.target.value)} data-autofocus>
          <option value="">Keep “{CASE_STATUS_BY_ID.get(rfe.statusId)?.name ?? rfe.statusName}”</option>
          {RFE_STATUS_IDS.map((id) => (
            <option key={id} value={id}>
              {CASE_STATUS_BY_ID.get(id)?.name ?? id}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      <FormField label="Response Due Date" required error={errors.due}>
        <DateInput value={due} onChange={(e) => setDue(e.target.value)} />
      </FormField>
      <FormField label="Notice Date" error={errors.notice}>
        <DateInput value={notice} onChange={(e) => setNotice(e.target.value)} />
      </FormField>
      <FormField label="Title">
        <StyledInput value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
      </FormField>
    </ActionDialog>
  );
}
