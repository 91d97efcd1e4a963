import { useForm } from 'react-hook-form';
import { isTemporaryAccountEmail, validateEmail, validateRequired } from 'shared/domain';
import {
  collect,
  Dialog,
  type FormErrorMap,
  FormField,
  resolverFrom,
  StyledButton,
  StyledFormGrid,
  StyledInput,
} from 'shared/ui';
import { TEMPORARY_EMAIL_WARNING } from './BeneficiaryForm';

interface InviteValues {
  email: string;
}

const validate = (v: InviteValues): FormErrorMap => {
  const e: FormErrorMap = {};
  collect(e, 'email', validateRequired(v.email, 'Email') ?? validateEmail(v.email));
  return e;
};

export interface InviteBeneficiaryDialogProps {
  name: string;
  email: string | null;
  busy: boolean;
  onClose: () => void;
  onInvite: (email: string | undefined) => void;
}

/** BENEFICIARY_INVITE: creates the person's own sign-in (role 51) and mails the activation link. */
export function InviteBeneficiaryDialog({ name, email, busy, onClose, onInvite }: InviteBeneficiaryDialogProps) {
  const form = useForm<InviteValues>({ resolver: resolverFrom(validate), defaultValues: { email: email ?? '' } });
  const typed = form.watch('email');
  return (
    <Dialog
      title={`Invite ${name}`}
      onClose={onClose}
      locked={busy}
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={busy}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" form="invite-beneficiary" $variant="primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send invitation'}
          </StyledButton>
        </>
      }
    >
      <form
        id="invite-beneficiary"
        noValidate
        onSubmit={form.handleSubmit((v) => onInvite(v.email.trim() === (email ?? '') ? undefined : v.email.trim()))}
      >
        <p>{name} gets an e-mail with a link to set a password, then can fill questionnaires and upload documents.</p>
        <StyledFormGrid>
          <FormField
            label="Email"
            required
            span={6}
            error={form.formState.errors.email?.message}
            warning={isTemporaryAccountEmail(typed) ? TEMPORARY_EMAIL_WARNING : undefined}
          >
            <StyledInput type="email" data-autofocus {...form.register('email')} />
          </FormField>
        </StyledFormGrid>
      </form>
    </Dialog>
  );
}
