import { useState, type FormEvent } from 'react';
import { LCA_FILL_LINK_DAYS, ZSendLcaFillLinkPayload } from 'shared/contract';
import { Dialog, errorMessage, FormField, StyledButton, StyledFormGrid, StyledInput } from 'shared/ui';
import { useSendFillLink } from '../api/lcaQueries';

/** Mail the employer's contact a single-use link to fill the worksites and wages. */
export function SendFillLinkDialog({ lcaId, onClose }: { lcaId: string; onClose: () => void }) {
  const send = useSendFillLink();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(LCA_FILL_LINK_DAYS.default));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!ZSendLcaFillLinkPayload.shape.email.safeParse(email.trim()).success) next.email = 'Enter a valid e-mail address.';
    const n = Number(days);
    if (!Number.isInteger(n) || n < 1 || n > LCA_FILL_LINK_DAYS.max) next.days = `Between 1 and ${LCA_FILL_LINK_DAYS.max} days.`;
    setErrors(next);
    if (Object.keys(next).length) return;
    send.mutate({ lcaId, email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}), expiresInDays: n }, { onSuccess: onClose });
  };
  return (
    <Dialog
      title="Send the LCA link to the employer"
      onClose={onClose}
      footer={
        <>
          <StyledButton type="button" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" form="lca-fill-link" $variant="primary" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send link'}
          </StyledButton>
        </>
      }
    >
      <form id="lca-fill-link" onSubmit={submit} noValidate>
        <p>The employer’s contact fills the worksites and wages without an account. The link works once; an earlier link stops working.</p>
        <StyledFormGrid>
          <FormField label="Contact’s e-mail" required span={3} error={errors.email}>
            <StyledInput type="email" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />
          </FormField>
          <FormField label="Contact’s name" span={3}>
            <StyledInput value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <FormField label="Link valid for (days)" span={2} error={errors.days}>
            <StyledInput type="number" min={1} max={LCA_FILL_LINK_DAYS.max} value={days} onChange={(e) => setDays(e.target.value)} />
          </FormField>
        </StyledFormGrid>
        {send.error ? <p role="alert">{errorMessage(send.error)}</p> : null}
      </form>
    </Dialog>
  );
}
