import type { TCreateLeadPayload, TLead } from 'shared/contract';
import { isoToUs, usToIso, validateDate, validateEmail, validateRequired } from 'shared/domain';
import { validatePhoneWithCode } from '../../common/utils/addressForm';
import { collect, type FormErrorMap, textOrNull } from 'shared/ui';

export interface LeadFormValues {
  kind: 'petitioner' | 'individual';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryCallingCode: string;
  companyName: string;
  interest: string;
  beneficiaryFirstName: string;
  beneficiaryLastName: string;
  beneficiaryEmail: string;
  citizenshipCountryId: string;
  followUpDate: string;
  note: string;
}

export const emptyLeadForm = (): LeadFormValues => ({
  kind: 'individual',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  countryCallingCode: '',
  companyName: '',
  interest: '',
  beneficiaryFirstName: '',
  beneficiaryLastName: '',
  beneficiaryEmail: '',
  citizenshipCountryId: '',
  followUpDate: '',
  note: '',
});

export const leadToForm = (l: TLead): LeadFormValues => ({
  kind: l.kind,
  firstName: l.firstName,
  lastName: l.lastName,
  email: l.email ?? '',
  phone: l.phone ?? '',
  countryCallingCode: l.countryCallingCode ?? '',
  companyName: l.companyName ?? '',
  interest: l.interest ?? '',
  beneficiaryFirstName: l.beneficiaryFirstName ?? '',
  beneficiaryLastName: l.beneficiaryLastName ?? '',
  beneficiaryEmail: l.beneficiaryEmail ?? '',
  citizenshipCountryId: l.citizenshipCountryId ? String(l.citizenshipCountryId) : '',
  followUpDate: isoToUs(l.followUpDate),
  note: '',
});

export const validateLeadForm = (v: LeadFormValues): FormErrorMap => {
  const e: FormErrorMap = {};
  collect(e, 'firstName', validateRequired(v.firstName, 'First Name'));
  if (v.kind === 'petitioner') collect(e, 'companyName', validateRequired(v.companyName, 'Company Name'));
  collect(e, 'email', validateEmail(v.email));
  collect(e, 'beneficiaryEmail', validateEmail(v.beneficiaryEmail));
  collect(e, 'phone', validatePhoneWithCode(v.phone, v.countryCallingCode));
  collect(e, 'followUpDate', validateDate(v.followUpDate));
  return e;
};

/** Create payload (update uses the same fields, without the first note). */
export const leadFormToPayload = (v: LeadFormValues): TCreateLeadPayload => ({
  kind: v.kind,
  firstName: v.firstName.trim(),
  lastName: v.lastName.trim(),
  email: textOrNull(v.email),
  phone: textOrNull(v.phone),
  countryCallingCode: textOrNull(v.countryCallingCode.replace(/^\+/, '')),
  companyName: textOrNull(v.companyName),
  interest: textOrNull(v.interest),
  beneficiaryFirstName: textOrNull(v.beneficiaryFirstName),
  beneficiaryLastName: textOrNull(v.beneficiaryLastName),
  beneficiaryEmail: textOrNull(v.beneficiaryEmail),
  citizenshipCountryId: v.citizenshipCountryId ? Number(v.citizenshipCountryId) : null,
  followUpDate: usToIso(v.followUpDate),
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
});
