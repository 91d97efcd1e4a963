import type { TCreateIndividualPayload, TIndividual } from 'shared/contract';
import { isoToUs, usToIso, validateDate, validateEmail, validateRequired } from 'shared/domain';
import {
  addressToForm,
  formToAddress,
  validateAddress,
  validatePhoneWithCode,
  type AddressValues,
} from '../../common/utils/addressForm';
import { collect, type FormErrorMap, textOrNull } from 'shared/ui';

export interface IndividualFormValues {
  accountType: 'Individual' | 'Sponsor' | 'Investor';
  accountSubType: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
  countryCallingCode: string;
  dateOfBirth: string;
  citizenshipCountryId: string;
  addresses: AddressValues[];
  notes: string;
  status: 'active' | 'inactive';
}

export const emptyIndividualForm = (): IndividualFormValues => ({
  accountType: 'Individual',
  accountSubType: '',
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  phone: '',
  countryCallingCode: '',
  dateOfBirth: '',
  citizenshipCountryId: '',
  addresses: [],
  notes: '',
  status: 'active',
});

export const individualToForm = (i: TIndividual): IndividualFormValues => ({
  accountType: i.accountType,
  accountSubType: i.accountSubType ?? '',
  firstName: i.firstName,
  middleName: i.middleName ?? '',
  lastName: i.lastName,
  email: i.email ?? '',
  phone: i.phone ?? '',
  countryCallingCode: i.countryCallingCode ?? '',
  dateOfBirth: isoToUs(i.dateOfBirth),
  citizenshipCountryId: i.citizenshipCountryId ? String(i.citizenshipCountryId) : '',
  addresses: i.addresses.map(addressToForm),
  notes: i.notes ?? '',
  status: i.status,
});

export const validateIndividualForm = (v: IndividualFormValues): FormErrorMap => {
  const e: FormErrorMap = {};
  collect(e, 'firstName', validateRequired(v.firstName, 'First Name'));
  collect(e, 'lastName', validateRequired(v.lastName, 'Last Name'));
  collect(e, 'email', validateEmail(v.email));
  collect(e, 'phone', validatePhoneWithCode(v.phone, v.countryCallingCode));
  collect(e, 'dateOfBirth', validateDate(v.dateOfBirth));
  v.addresses.forEach((a, i) => validateAddress(e, `addresses.${i}`, a));
  return e;
};

export const individualFormToPayload = (
  v: IndividualFormValues,
  countryName: (id: number) => string | undefined,
): TCreateIndividualPayload => ({
  accountType: v.accountType,
  accountSubType: textOrNull(v.accountSubType),
  firstName: v.firstName.trim(),
  middleName: textOrNull(v.middleName),
  lastName: v.lastName.trim(),
  email: textOrNull(v.email),
  phone: textOrNull(v.phone),
  countryCallingCode: textOrNull(v.countryCallingCode.replace(/^\+/, '')),
  dateOfBirth: usToIso(v.dateOfBirth),
  citizenshipCountryId: v.citizenshipCountryId ? Number(v.citizenshipCountryId) : null,
  addresses: v.addresses.map((a) => formToAddress(a, countryName)),
  notes: textOrNull(v.notes),
  status: v.status,
});
