import { useState } from 'react';
import { updatePetitionCall } from 'shared/contract/petition';
import type { TCaseDetails } from 'shared/contract';
import { isoToUs, usToIso } from 'shared/domain/format';
import { useApi } from 'shared/session';
import { errorMessage } from 'shared/ui/errors';
import { DateInput, FormField, StyledCheckboxLabel, StyledInput } from 'shared/ui/form';
import { useCaseAction } from '../api/caseQueries';
import { DETAIL_MESSAGES } from '../utils/messages';
import { ActionDialog } from './ActionDialog';

type DateKey = 'deadlineDate' | 'validityFrom' | 'validityTo';
const LABEL: Record<DateKey, string> = { deadlineDate: 'Deadline', validityFrom: 'Valid From', validityTo: 'Valid To' };

/** Edit a case's title, deadline, validity and premium processing (allowed by canEditPetition). */
export function EditCaseDialog({ c, onClose }: { c: TCaseDetails; onClose: () => void }) {
  const api = useApi();
  const [title, setTitle] = useState(c.title ?? '');
  const [premium, setPremium] = useState(c.premiumProcessing);
  const [dates, setDates] = useState<Record<DateKey, string>>({
    deadlineDate: isoToUs(c.deadlineDate),
    validityFrom: isoToUs(c.validityFrom),
    validityTo: isoToUs(c.validityTo),
  });
  const [errors, setErrors] = useState<Partial<Record<DateKey, string>>>({});
  const action = useCaseAction(
    c.id,
    (payload: { deadlineDate: string | null; validityFrom: string | null; validityTo: string | null }) =>
      api.call(updatePetitionCall, { petitionId: c.id, title: title.trim() || null, premiumProcessing: premium, ...payload }),
    { success: 'Case updated.' },
  );
  const submit = () => {
    const found: Partial<Record<DateKey, string>> = {};
    const iso = {} as Record<DateKey, string | null>;
    for (const k of Object.keys(LABEL) as DateKey[]) {
      const text = dates[k].trim();
      iso[k] = text ? usToIso(text) : null;
      if (text && !iso[k]) found[k] = DETAIL_MESSAGES.dateInvalid(LABEL[k]);
    }
    if (!found.validityTo && iso.validityFrom && iso.validityTo && iso.validityTo < iso.validityFrom) {
      found.validityTo = 'Valid To must be on or after Valid From';
    }
    setErrors(found);
    if (Object.keys(found).length === 0) action.mutate(iso, { onSuccess: onClose });
  };
  return (
    <ActionDialog
      title={`Edit case ${c.caseNumber}`}
      submitLabel="Save"
      busy={action.isPending}
      error={action.error ? errorMessage(action.error) : null}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormField label="Title">
        <StyledInput value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} data-autofocus />
      </FormField>
      {(Object.keys(LABEL) as DateKey[]).map((k) => (
        <FormField key={k} label={LABEL[k]} error={errors[k]}>
          <DateInput value={dates[k]} onChange={(e) => setDates((d) => ({ ...d, [k]: e.target.value }))} />
        </FormField>
      ))}
      <StyledCheckboxLabel>
        <input type="checkbox" checked={premium} onChange={(e) => setPremium(e.target.checked)} /> Premium processing
      </StyledCheckboxLabel>
    </ActionDialog>
  );
}
