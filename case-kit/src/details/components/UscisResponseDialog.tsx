import { useState } from 'react';
import { Link } from 'react-router-dom';
import { recordUscisResponseCall } from 'shared/contract/petition';
import type { TCaseDetails, TCaseLink } from 'shared/contract';
import { USCIS_OUTCOMES, ZUscisOutcome } from 'shared/domain/cases/outcomes';
import { formatDate, usToIso } from 'shared/domain/format';
import type { TUscisOutcome, UscisOutcomeKind } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { useApi } from 'shared/session';
import { StyledButton } from 'shared/ui-core';
import { Dialog } from 'shared/ui/dialog';
import { errorMessage } from 'shared/ui/errors';
import { DateInput, FormField, StyledSelect } from 'shared/ui/form';
import { useCaseAction } from '../api/caseQueries';
import { DETAIL_MESSAGES } from '../utils/messages';
import { ActionDialog } from './ActionDialog';

/** The responses offered, in the order a firm meets them. */
export const RESPONSE_KINDS: readonly UscisOutcomeKind[] = ['approved', 'rfe', 'noid', 'denied', 'withdrawn'];
const KIND_LABEL: Record<UscisOutcomeKind, string> = {
  approved: 'Approved',
  rfe: 'RFE received',
  noid: 'NOID received',
  denied: 'Denied',
  withdrawn: 'Withdrawn',
};

type DateField = 'noticeDate' | 'validFrom' | 'validTo' | 'responseDueDate';
const DATE_LABEL: Record<DateField, string> = {
  noticeDate: 'Notice Date',
  validFrom: 'Valid From',
  validTo: 'Valid To',
  responseDueDate: 'Response Due Date',
};
const FIELDS_OF: Record<UscisOutcomeKind, DateField[]> = {
  approved: ['noticeDate', 'validFrom', 'validTo'],
  rfe: ['noticeDate', 'responseDueDate'],
  noid: ['noticeDate', 'responseDueDate'],
  denied: ['noticeDate'],
  withdrawn: ['noticeDate'],
};

export type ResponseErrors = Partial<Record<DateField | 'kind', string>>;

/** Builds the outcome from the form (US dates) or returns the field errors (required, date, order rules of ZUscisOutcome). */
export function buildOutcome(kind: UscisOutcomeKind | '', dates: Partial<Record<DateField, string>>): { outcome: TUscisOutcome } | { errors: ResponseErrors } {
  if (!kind) return { errors: { kind: DETAIL_MESSAGES.kindRequired } };
  const errors: ResponseErrors = {};
  const iso: Partial<Record<DateField, string>> = {};
  for (const f of FIELDS_OF[kind]) {
    const text = (dates[f] ?? '').trim();
    if (!text) errors[f] = DETAIL_MESSAGES.dateRequired(DATE_LABEL[f]);
    else {
      const value = usToIso(text);
      if (!value) errors[f] = DETAIL_MESSAGES.dateInvalid(DATE_LABEL[f]);
      else iso[f] = value;
    }
  }
  if (Object.keys(errors).length) return { errors };
  const parsed = ZUscisOutcome.safeParse({ kind, ...iso });
  if (parsed.success) return { outcome: parsed.data };
  for (const issue of parsed.error.issues) {
    const f = String(issue.path[0] ?? 'kind') as DateField | 'kind';
    errors[f] ??= issue.message;
  }
  return { errors };
}

/** USCIS response: approved (validity dates), RFE/NOID (response due date → a new RFE case), denied, withdrawn. */
export function UscisResponseDialog({ c, onClose }: { c: TCaseDetails; onClose: () => void }) {
  const api = useApi();
  const [kind, setKind] = useState<UscisOutcomeKind | ''>('');
  const [dates, setDates] = useState<Partial<Record<DateField, string>>>({});
  const [errors, setErrors] = useState<ResponseErrors>({});
  const [created, setCreated] = useState<TCaseLink | null>(null);
  const action = useCaseAction(c.id, (outcome: TUscisOutcome) => api.call(recordUscisResponseCall, { petitionId: c.id, outcome }), {
    success: (r) => (r.rfeCase ? `RFE recorded; RFE case ${r.rfeCase.caseNumber} created.` : 'USCIS response recorded.'),
    pick: (r) => r.petition,
  });

  if (created) {
    return (
      <Dialog
        title="RFE case created"
        onClose={onClose}
        footer={
          <StyledButton type="button" onClick={onClose}>
            Close
          </StyledButton>
        }
      >
        <p>
          USCIS asked for evidence on case {c.caseNumber}. The response is due{' '}
          <strong>{formatDate(created.deadlineDate)}</strong>; it is tracked on its own case.
        </p>
        <p>
          <Link to={buildPath('cases.rfePetitionDetails', { itemId: created.id })} data-autofocus>
            Open RFE case {created.caseNumber}
          </Link>
        </p>
      </Dialog>
    );
  }

  return (
    <ActionDialog
      title="Record USCIS response"
      submitLabel="Record response"
      busy={action.isPending}
      error={action.error ? errorMessage(action.error) : null}
      onClose={onClose}
      onSubmit={() => {
        const built = buildOutcome(kind, dates);
        if ('errors' in built) return setErrors(built.errors);
        setErrors({});
        action.mutate(built.outcome, { onSuccess: (r) => (r.rfeCase ? setCreated(r.rfeCase) : onClose()) });
      }}
    >
      <FormField label="USCIS response" required error={errors.kind}>
        <StyledSelect value={kind} onChange={(e) => setKind(e.target.value as UscisOutcomeKind | '')} data-autofocus>
          <option value="">Select…</option>
          {RESPONSE_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABEL[k]}
            </option>
          ))}
        </StyledSelect>
      </FormField>
      {kind
        ? FIELDS_OF[kind].map((f) => (
            <FormField key={f} label={DATE_LABEL[f]} required error={errors[f]}>
              <DateInput value={dates[f] ?? ''} onChange={(e) => setDates((d) => ({ ...d, [f]: e.target.value }))} />
            </FormField>
          ))
        : null}
      {kind ? <p style={{ margin: 0 }}>The case status becomes “{USCIS_OUTCOMES[kind].label}”.</p> : null}
    </ActionDialog>
  );
}
