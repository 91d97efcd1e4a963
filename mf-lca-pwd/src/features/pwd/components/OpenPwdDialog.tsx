import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { listCompaniesCall } from 'shared/contract';
import { buildPath } from 'shared/routes';
import { useApi } from 'shared/session';
import { AsyncSelect, Dialog, errorMessage, fieldIssues, FormField, StyledButton, StyledInput } from 'shared/ui';
import { useRequestPwd } from '../api/pwdQueries';

type Option = { value: string; label: string };

/** Opens a PWD for an employer (a PWD for a case is opened the same way with its petitionId). */
export function OpenPwdDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const navigate = useNavigate();
  const request = useRequestPwd();
  const [employer, setEmployer] = useState<Option | null>(null);
  const [jobTitle, setJobTitle] = useState('');
  const [error, setError] = useState('');
  const loadEmployers = async (search: string, signal: AbortSignal) => {
    const res = await api.call(listCompaniesCall, { page: 1, perpage: 20, ...(search.trim() ? { search: search.trim() } : {}), matcher: {}, sort: { field: 'name', order: 1 } }, { signal });
    return res.data.map((c) => ({ value: c.id, label: c.name }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!employer) return setError('Choose the employer.');
    setError('');
    request.mutate(
      { petitionerId: employer.value, ...(jobTitle.trim() ? { jobTitle: jobTitle.trim() } : {}) },
      { onSuccess: (p) => navigate(buildPath('pwd.caseDetails', { itemId: p.id })) },
    );
  };
  const issues = fieldIssues(request.error);
  return (
    <Dialog
      title="Open a PWD"
      onClose={onClose}
      locked={request.isPending}
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={request.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" form="open-pwd" $variant="primary" disabled={request.isPending}>
            {request.isPending ? 'Opening…' : 'Open PWD'}
          </StyledButton>
        </>
      }
    >
      <form id="open-pwd" onSubmit={submit} noValidate>
        <AsyncSelect label="Employer" required loadOptions={loadEmployers} value={employer} onChange={setEmployer} error={error || undefined} />
        <FormField label="Job title" span={6}>
          <StyledInput value={jobTitle} maxLength={200} onChange={(e) => setJobTitle(e.target.value)} />
        </FormField>
        {request.isError ? <p role="alert">{issues.length ? issues.map((i) => i.message).join(' ') : errorMessage(request.error)}</p> : null}
      </form>
    </Dialog>
  );
}
