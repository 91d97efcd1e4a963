import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { updateUserCall, type TUser } from 'shared/contract';
import { formatPhone } from 'shared/domain';
import { useApi, useSessionStore, useToast } from 'shared/session';
import { mobile, StyledButton } from 'shared/ui-core';
import { MY_USER_QUERY_KEY } from '../api/authQueries';
import { applyFieldIssues, errorMessage } from '../utils/apiErrors';
import { ZProfileForm, type TProfileForm, type TProfileFormInput } from '../utils/profileSchema';
import { FormAlert } from './FormAlert';
import { TextField } from './TextField';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
    display: grid;
    grid-template-columns: 1fr 1fr;
    align-items: start;
    gap: ${({ theme }) => theme.space(4)};
    ${mobile} {
      grid-template-columns: 1fr;
    }
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const toValues = (user: TUser): TProfileFormInput => ({
  firstName: user.firstName ?? user.name,
  lastName: user.lastName ?? '',
  phone: user.phone ?? '',
});

/** Name and phone of the signed-in user; e-mail and role are shown, not edited. */
export function ProfileDetailsForm({ user }: { user: TUser }) {
  const api = useApi();
  const store = useSessionStore();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<TProfileFormInput, unknown, TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    values: toValues(user),
  });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const updated = await api.call(updateUserCall, {
        firstName: values.firstName,
        lastName: values.lastName || null,
        phone: values.phone.trim() === '' ? null : formatPhone(values.phone, { us: true }),
      });
      const session = store.getState().user;
      if (session) store.getState().updateUser({ ...session, name: updated.name, phone: updated.phone });
      queryClient.setQueryData([...MY_USER_QUERY_KEY, session?.userId ?? null], updated);
      reset(toValues(updated));
      toast.success('Your profile has been saved');
    } catch (failure) {
      const onFields = applyFieldIssues<TProfileFormInput>(failure, setFieldError, ['firstName', 'lastName', 'phone']);
      if (!onFields) setError(errorMessage(failure));
    }
  });

  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Profile details">
      {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
      <fieldset disabled={isSubmitting}>
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          value={user.email}
          readOnly
          hint="Contact your administrator to change your e-mail."
        />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField label="Role" value={user.roleName} readOnly />
        {user.companyName ? <TextField label="Company" value={user.companyName} readOnly /> : null}
      </fieldset>
      <StyledActions>
        <StyledButton type="submit" $variant="primary" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </StyledButton>
        <StyledButton type="button" disabled={isSubmitting || !isDirty} onClick={() => reset(toValues(user))}>
          Cancel
        </StyledButton>
      </StyledActions>
    </StyledForm>
  );
}
