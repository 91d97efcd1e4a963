import { useState } from 'react';
import styled from 'styled-components';
import { listLcaPafsCall, PAF_ANSWER_METHODS, PAF_REQUEST_CHANNELS, type TPafRequest } from 'shared/contract';
import { isoToUs, pafRequestDueOn, formatDate, usToIso } from 'shared/domain';
import { useApi } from 'shared/session';
import { AsyncSelect, DateInput, Dialog, errorMessage, fieldIssues, FormField, StyledButton, StyledInput, StyledSelect, StyledTextArea, type SelectOption } from 'shared/ui';
import { useSavePafRequest } from '../api/pafQueries';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  textarea {
    width: 100%;
    min-height: 80px;
    font: inherit;
  }
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;

export const CHANNEL_LABELS: Record<(typeof PAF_REQUEST_CHANNELS)[number], string> = { 'in-person': 'In person', email: 'Email', phone: 'Phone', mail: 'Mail', other: 'Other' };
export const ANSWER_LABELS: Record<(typeof PAF_ANSWER_METHODS)[number], string> = {
  'inspected-on-site': 'Inspected on site',
  emailed: 'Emailed a copy',
  mailed: 'Mailed a copy',
  declined: 'Declined',
  other: 'Other',
};

const todayUs = () => isoToUs(new Date().toISOString().slice(0, 10));

/** Log a public request to see a PAF, or record its answer (an existing request). */
export function PafRequestDialog({ request, onClose }: { request?: TPafRequest; onClose: () => void }) {
  const api = useApi();
  const save = useSavePafRequest();
  const [lca, setLca] = useState<SelectOption | null>(request ? { value: request.lcaId, label: `${request.caseNumber}${request.employerName ? ` · ${request.employerName}` : ''}` } : null);
  const [name, setName] = useState(request?.requesterName ?? '');
  const [contact, setContact] = useState(request?.requesterContact ?? '');
  const [channel, setChannel] = useState<TPafRequest['channel']>(request?.channel ?? 'email');
  const [received, setReceived] = useState(request ? isoToUs(request.receivedOn) : todayUs());
  const [answered, setAnswered] = useState(isoToUs(request?.answeredOn));
  const [method, setMethod] = useState<TPafRequest['answerMethod'] | ''>(request?.answerMethod ?? '');
  const [note, setNote] = useState(request?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const receivedIso = usToIso(received);

  const loadLcas = async (search: string, signal: AbortSignal): Promise<SelectOption[]> => {
    const res = await api.call(listLcaPafsCall, { view: 'all', page: 1, perpage: 20, sort: { field: 'caseNumber', order: 1 }, ...(search.trim() ? { search: search.trim() } : {}) }, { signal });
    return res.data.map((r) => ({ value: r.lcaId, label: `${r.caseNumber}${r.employerName ? ` · ${r.employerName}` : ''}`, description: r.jobTitle ?? undefined }));
  };

  const submit = () => {
    const next: Record<string, string> = {};
    if (!lca) next.lcaId = 'Choose the LCA whose file was asked for.';
    if (!name.trim()) next.requesterName = 'Who asked?';
    if (!receivedIso) next.receivedOn = 'Enter the date as MM/DD/YYYY.';
    const answeredIso = answered.trim() ? usToIso(answered) : null;
    if (answered.trim() && !answeredIso) next.answeredOn = 'Enter the date as MM/DD/YYYY.';
    if (answeredIso && !method) next.answerMethod = 'Say how the request was answered.';
    setErrors(next);
    if (Object.keys(next).length || !lca || !receivedIso) return;
    save.mutate(
      {
        lcaId: lca.value,
        ...(request ? { requestId: request.id } : {}),
        requesterName: name.trim(),
        requesterContact: contact.trim() || null,
        channel,
        receivedOn: receivedIso,
        answeredOn: answeredIso,
        answerMethod: method || null,
        note: note.trim() || null,
      },
      { onSuccess: () => onClose(), onError: (e) => setErrors({ form: errorMessage(e), ...Object.fromEntries(fieldIssues(e).map((i) => [i.path, i.message])) }) },
    );
  };
  const footer = (
    <>
      <StyledButton type="button" onClick={onClose} disabled={save.isPending}>
        Cancel
      </StyledButton>
      <StyledButton type="submit" form="paf-request-form" $variant="primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save request'}
      </StyledButton>
    </>
  );
  return (
    <Dialog title={request ? 'PAF request' : 'Log a PAF request'} onClose={onClose} footer={footer} locked={save.isPending}>
      <StyledForm
        id="paf-request-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div style={{ gridColumn: '1 / -1' }}>
          <AsyncSelect label="LCA" required value={lca} onChange={setLca} loadOptions={loadLcas} error={errors.lcaId} disabled={!!request} placeholder="LCA number or employer" />
        </div>
        <FormField label="Requester" required error={errors.requesterName} span={1}>
          <StyledInput value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="Contact" error={errors.requesterContact} span={1}>
          <StyledInput value={contact} maxLength={300} onChange={(e) => setContact(e.target.value)} placeholder="Email, phone or address" />
        </FormField>
        <FormField label="Asked by" span={1}>
          <StyledSelect value={channel} onChange={(e) => setChannel(e.target.value as TPafRequest['channel'])}>
            {PAF_REQUEST_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {CHANNEL_LABELS[c]}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label="Received on" required error={errors.receivedOn} hint={receivedIso ? `Answer by ${formatDate(pafRequestDueOn(receivedIso))} (one working day).` : undefined} span={1}>
          <DateInput value={received} onChange={(e) => setReceived(e.target.value)} />
        </FormField>
        <FormField label="Answered on" error={errors.answeredOn} span={1}>
          <DateInput value={answered} onChange={(e) => setAnswered(e.target.value)} />
        </FormField>
        <FormField label="How it was answered" error={errors.answerMethod} span={1}>
          <StyledSelect value={method ?? ''} onChange={(e) => setMethod(e.target.value as TPafRequest['answerMethod'] | '')}>
            <option value="">Not answered yet</option>
            {PAF_ANSWER_METHODS.map((m) => (
              <option key={m} value={m}>
                {ANSWER_LABELS[m]}
              </option>
            ))}
          </StyledSelect>
        </FormField>
        <FormField label="Note" span={2}>
          <StyledTextArea value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        {errors.form ? (
          <p role="alert" style={{ gridColumn: '1 / -1' }}>
            {errors.form}
          </p>
        ) : null}
      </StyledForm>
    </Dialog>
  );
}
