import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { registerUserCall, updateUserCall, type TRoleInfo, type TUser, type TUpdateUserPayload } from 'shared/contract';
import { isTemporaryAccountEmail } from 'shared/domain';
import { useApi, useToast } from 'shared/session';
import {
  Dialog,
  errorMessage,
  fieldIssues,
  FormField,
  resolverFrom,
  serverIssuesToMap,
  StyledButton,
  StyledCheckboxLabel,
  StyledFieldset,
  StyledFormGrid,
  StyledInput,
  StyledSelect,
  type FilterOption,
} from 'shared/ui';
import { userKeys } from '../api/usersQueries';
import { emptyUserForm, userToForm, validateUserForm, type UserFormValues } from '../utils/userForm';

const StyledBranchList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 13px;
`;

export interface UserFormDialogProps {
  /** Absent: invite a new staff user (/users/register); present: edit him (/users/update). */
  user?: TUser;
  /** The roles the signed-in manager may give (from /users/roles-list). */
  roles: readonly TRoleInfo[];
  branches: readonly FilterOption[];
  /** Branch managers must keep a user in at least one of their branches. */
  branchRequired: boolean;
  onClose: () => void;
}

/** Invite a staff user or edit one: name, phone, role and branches (SPEC §6: who may give which role). */
export function UserFormDialog({ user, roles, branches, branchRequired, onClose }: UserFormDialogProps) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mode = user ? 'edit' : 'invite';
  const form = useForm<UserFormValues>({
    resolver: resolverFrom((v: UserFormValues) => {
      const e = validateUserForm(v, mode);
      if (branchRequired && v.branchIds.length === 0) e.branchIds = 'Please fill Branch .';
      return e;
    }),
    defaultValues: user ? userToForm(user) : emptyUserForm(),
  });
  // The current role stays choosable on edit even when the manager could not give it.
  const roleOptions = roles.filter((r) => r.assignable || (user && r.id === user.roleId));
  const save = useMutation({
    mutationFn: async (v: UserFormValues) => {
      const common = {
        firstName: v.firstName.trim(),
        branchIds: v.branchIds,
      };
      if (!user) {
        return api.call(registerUserCall, {
          ...common,
          email: v.email.trim(),
          ...(v.lastName.trim() ? { lastName: v.lastName.trim() } : {}),
          ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
          roleId: Number(v.roleId) as TUpdateUserPayload['roleId'] & number,
        });
      }
      const roleId = Number(v.roleId);
      return api.call(updateUserCall, {
        ...common,
        userId: user._id,
        lastName: v.lastName.trim() || null,
        phone: v.phone.trim() || null,
        ...(roleId !== user.roleId ? { roleId: roleId as TUpdateUserPayload['roleId'] & number } : {}),
      });
    },
    onSuccess: (saved) => {
      toast.success(user ? `${saved.name} was updated.` : `Invitation sent to ${saved.email}.`);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      onClose();
    },
    onError: (e) => {
      const issues = serverIssuesToMap(fieldIssues(e));
      for (const [path, message] of Object.entries(issues)) {
        if (path in emptyUserForm()) form.setError(path as keyof UserFormValues, { message });
      }
      toast.error(errorMessage(e));
    },
  });
  const { errors } = form.formState;
  const email = form.watch('email');
  const roleId = form.watch('roleId');
  const roleChanged = user && roleId !== String(user.roleId);
  const formId = user ? `edit-user-${user._id}` : 'invite-user';
  return (
    <Dialog
      title={user ? `Edit ${user.name}` : 'Invite a staff user'}
      onClose={onClose}
      locked={save.isPending}
      footer={
        <>
          <StyledButton type="button" onClick={onClose} disabled={save.isPending}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" form={formId} $variant="primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : user ? 'Save' : 'Send invitation'}
          </StyledButton>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        {user ? null : <p>The user gets an e-mail with a link to set a password.</p>}
        <StyledFormGrid>
          {user ? null : (
            <FormField
              label="Email"
              required
              span={6}
              error={errors.email?.message}
              warning={isTemporaryAccountEmail(email) ? 'This address is on a temporary-account domain.' : undefined}
            >
              <StyledInput type="email" autoComplete="off" data-autofocus {...form.register('email')} />
            </FormField>
          )}
          <FormField label="First name" required span={3} error={errors.firstName?.message}>
            <StyledInput {...form.register('firstName')} />
          </FormField>
          <FormField label="Last name" span={3}>
            <StyledInput {...form.register('lastName')} />
          </FormField>
          <FormField label="Phone" span={3} error={errors.phone?.message}>
            <StyledInput type="tel" {...form.register('phone')} />
          </FormField>
          <FormField
            label="Role"
            required
            span={3}
            error={errors.roleId?.message}
            warning={roleChanged ? 'Changing the role signs the user out everywhere.' : undefined}
          >
            <StyledSelect {...form.register('roleId')}>
              <option value="">Choose a role…</option>
              {roleOptions.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {r.name}
                </option>
              ))}
            </StyledSelect>
          </FormField>
        </StyledFormGrid>
        {branches.length > 0 ? (
          <StyledFieldset aria-describedby={errors.branchIds?.message ? `${formId}-branches-error` : undefined}>
            <legend>Branches{branchRequired ? ' *' : ''}</legend>
            <StyledBranchList>
              {branches.map((b) => (
                <StyledCheckboxLabel key={b.value}>
                  <input type="checkbox" value={b.value} {...form.register('branchIds')} /> {b.label}
                </StyledCheckboxLabel>
              ))}
            </StyledBranchList>
            {errors.branchIds?.message ? (
              <StyledError id={`${formId}-branches-error`} role="alert">
                {errors.branchIds.message}
              </StyledError>
            ) : null}
          </StyledFieldset>
        ) : null}
      </form>
    </Dialog>
  );
}
