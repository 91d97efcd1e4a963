import type { TUser } from 'shared/contract';
import { validateEmail, validatePhone, validateRequired } from 'shared/domain';
import { collect, type FormErrorMap } from 'shared/ui';

export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  roleId: string;
  branchIds: string[];
}

export const emptyUserForm = (): UserFormValues => ({
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  roleId: '',
  branchIds: [],
});

export const userToForm = (u: TUser): UserFormValues => ({
  email: u.email,
  firstName: u.firstName ?? u.name,
  lastName: u.lastName ?? '',
  phone: u.phone ?? '',
  roleId: String(u.roleId),
  branchIds: [...u.branchIds],
});

/** SPEC §5 messages: required fields, e-mail, phone. */
export const validateUserForm = (v: UserFormValues, mode: 'invite' | 'edit'): FormErrorMap => {
  const e: FormErrorMap = {};
  if (mode === 'invite') collect(e, 'email', validateRequired(v.email, 'Email') ?? validateEmail(v.email));
  collect(e, 'firstName', validateRequired(v.firstName, 'First Name'));
  collect(e, 'roleId', validateRequired(v.roleId, 'Role'));
  if (v.phone.trim()) collect(e, 'phone', validatePhone(v.phone, { us: !v.phone.trim().startsWith('+') }, 'Phone'));
  return e;
};
