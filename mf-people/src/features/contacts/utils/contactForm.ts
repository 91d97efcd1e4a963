import type { TContact, TCreateContactPayload } from 'shared/contract';
import { validateEmail, validateRequired } from 'shared/domain';
import { validatePhoneWithCode } from '../../common/utils/addressForm';
import { collect, type FormErrorMap, textOrNull } from 'shared/ui';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryCallingCode: string;
  organisation: string;
  title: string;
  categoryIds: string[];
  notes: string;
  subscribed: boolean;
}

export const emptyContactForm = (): ContactFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  countryCallingCode: '',
  organisation: '',
  title: '',
  categoryIds: [],
  notes: '',
  subscribed: true,
});

export const contactToForm = (c: TContact): ContactFormValues => ({
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email ?? '',
  phone: c.phone ?? '',
  countryCallingCode: c.countryCallingCode ?? '',
  organisation: c.organisation ?? '',
  title: c.title ?? '',
  categoryIds: c.categoryIds,
  notes: c.notes ?? '',
  subscribed: c.subscribed,
});

export const validateContactForm = (v: ContactFormValues): FormErrorMap => {
  const e: FormErrorMap = {};
  collect(e, 'firstName', validateRequired(v.firstName, 'First Name'));
  collect(e, 'email', validateEmail(v.email));
  collect(e, 'phone', validatePhoneWithCode(v.phone, v.countryCallingCode));
  return e;
};

export const contactFormToPayload = (v: ContactFormValues): TCreateContactPayload => ({
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: textOrNull(v.email),
  phone: textOrNull(v.phone),
  countryCallingCode: textOrNull(v.countryCallingCode.replace(/^\+/, '')),
  organisation: textOrNull(v.organisation),
  title: textOrNull(v.title),
  categoryIds: v.categoryIds,
  notes: textOrNull(v.notes),
  subscribed: v.subscribed,
});
