import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { invitePetitionerCall } from 'shared/contract';
import { isTemporaryAccountEmail, validateEmail, validatePhone, validateRequired } from 'shared/domain';
import { useApi, useToast } from 'shared/session';
import {
  collect,
  Dialog,
  errorMessage,
  type FormErrorMap,
  FormField,
  resolverFrom,
  StyledButton,
  StyledFormGrid,
  StyledInput,
} from 'shared/ui';

interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
}

const validate = (v: InviteValues): FormErrorMap => {
  const e: FormErrorMap = {};
  collect(e, 'email', validateRequired(v.email, 'Email') ?? validateEmail(v.email));
  collect(e, 'firstName', validateRequired(v.firstName, 'First Name'));
  collect(e, 'phone', validatePhone(v.phone, { us: !v.phone.trim().startsWith('+') }));
  return e;
};

/** PETITIONER_INVITE: creates the petitioner's login and mails the activation link. */
export function InvitePetitionerDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const toast = useToast();
  const form = useForm<InviteValues>({
    resolver: resolverFrom(validate),
    defaultValues: { email: '', firstName: '', lastName: '', companyName: '', phone: '' },
  });
  const invite = useMutation({
    mutationFn: (v: InviteValues) =>
      api.call(invitePetitionerCall, {
        email: v.email.trim(),
        firstName: v.firstName.trim(),
        ...(v.lastName.trim() ? { lastName: v.lastName.trim() } : {}),
        ...(v.companyName.trim() ? { companyName: v.companyName.trim() } : {}),
        ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
      }),
    onSuccess: (r) => {
      toast.success(`Invitation sent to ${r.email}.`);
      onClose();
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  const { errors } = form.formState;
  const email = form.watch('email');
  return (
    <Dialog
      title="Invite a petitioner"
      onClose={onClose}
      locked={invite.isPending}
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={invite.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" form="invite-petitioner" $variant="primary" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </StyledButton>
        </>
      }
    >
      <form id="invite-petitioner" noValidate onSubmit={form.handleSubmit((v) => invite.mutate(v))}>
        <p>The petitioner gets an e-mail with an activation link, then completes the company profile.</p>
        <StyledFormGrid>
          <FormField
            label="Email"
            required
            span={6}
            error={errors.email?.message}
            warning={isTemporaryAccountEmail(email) ? 'This address is on a temporary-account domain.' : undefined}
          >
            <StyledInput type="email" autoComplete="off" data-autofocus {...form.register('email')} />
          </FormField>
          <FormField label="First name" required span={3} error={errors.firstName?.message}>
            <StyledInput {...form.register('firstName')} />
          </FormField>
          <FormField label="Last name" span={3}>
            <StyledInput {...form.register('lastName')} />
          </FormField>
          <FormField label="Company name" span={3}>
            <StyledInput {...form.register('companyName')} />
          </FormField>
          <FormField label="Phone" span={3} error={errors.phone?.message}>
            <StyledInput type="tel" {...form.register('phone')} />
          </FormField>
        </StyledFormGrid>
      </form>
    </Dialog>
  );
}
