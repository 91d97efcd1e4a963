import { useState, type FormEvent } from 'react';
import { ZInviteTenantPayload } from 'shared/contract';
import { Dialog, errorMessage, FormField, StyledButton, StyledFormActions, StyledFormGrid, StyledInput, StyledSelect } from 'shared/ui';
import { useInviteFirm } from '../api/operatorQueries';

type Field = 'name' | 'slug' | 'adminName' | 'adminEmail';

/** "Invite a firm": the firm is created `invited`; its admin gets the activation mail (link to the firm's host). */
export function InviteFirmDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteFirm();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', slug: '', adminName: '', adminEmail: '' });
  const [typeId, setTypeId] = useState<1 | 2>(1);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (k: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The contract's own rules, so the dialog and the api give the same messages.
    const parsed = ZInviteTenantPayload.safeParse({ ...values, typeId });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const k = issue.path[0] as Field;
        next[k] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <Dialog title="Invite a firm" onClose={onClose} width="600px" locked={invite.isPending}>
      <form onSubmit={submit} noValidate aria-label="Invite a firm">
        <StyledFormGrid>
          <FormField label="Firm name" required error={errors.name} span={6}>
            <StyledInput value={values.name} onChange={set('name')} maxLength={200} />
          </FormField>
          <FormField label="Subdomain" required error={errors.slug} hint="Lower-case letters, digits and dashes: the firm's address is <subdomain>.<your domain>." span={3}>
            <StyledInput value={values.slug} onChange={set('slug')} maxLength={40} autoCapitalize="off" />
          </FormField>
          <FormField label="Firm type" span={3}>
            <StyledSelect value={typeId} onChange={(e) => setTypeId(Number(e.target.value) as 1 | 2)}>
              <option value={1}>Law firm</option>
              <option value={2}>Petitioner (company)</option>
            </StyledSelect>
          </FormField>
          <FormField label="Admin name" required error={errors.adminName} span={3}>
            <StyledInput value={values.adminName} onChange={set('adminName')} maxLength={200} />
          </FormField>
          <FormField label="Admin e-mail" required error={errors.adminEmail ?? (invite.error ? errorMessage(invite.error) : undefined)} span={3}>
            <StyledInput type="email" value={values.adminEmail} onChange={set('adminEmail')} maxLength={254} />
          </FormField>
        </StyledFormGrid>
        <StyledFormActions>
          <StyledButton type="button" onClick={onClose} disabled={invite.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" $variant="primary" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </StyledButton>
        </StyledFormActions>
      </form>
    </Dialog>
  );
}
