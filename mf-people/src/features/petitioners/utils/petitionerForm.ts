import { FEIN_MESSAGE, FEIN_PATTERN, type TCompany, type TCreateCompanyPayload } from 'shared/contract';
import { validateDigitsOnly, validateEmail, validateMax, validateRequired } from 'shared/domain';
import {
  addressToForm,
  emptyAddress,
  formToAddress,
  validateAddress,
  validatePhoneWithCode,
  type AddressValues,
} from '../../common/utils/addressForm';
import { collect, type FormErrorMap, numberOrNull, textOrNull } from 'shared/ui';

export interface ContactValues {
  name: string;
  title: string;
  email: string;
  phone: string;
  countryCallingCode: string;
  isPrimary: boolean;
}

export interface SignerValues {
  firstName: string;
  lastName: string;
  title: string;
  email: string;
  phone: string;
  countryCallingCode: string;
}

/** The petitioner edit form: text fields as typed, converted to the payload on save. */
export interface PetitionerFormValues {
  name: string;
  dba: string;
  feiNumber: string;
  naicsCode: string;
  employeesCount: string;
  grossIncome: string;
  netIncome: string;
  yearEstablished: string;
  businessType: string;
  website: string;
  email: string;
  phone: string;
  countryCallingCode: string;
  branchId: string;
  addresses: AddressValues[];
  contacts: ContactValues[];
  signer: SignerValues;
}

export const emptyContact = (): ContactValues => ({
  name: '',
  title: '',
  email: '',
  phone: '',
  countryCallingCode: '',
  isPrimary: false,
});

export const emptyPetitionerForm = (): PetitionerFormValues => ({
  name: '',
  dba: '',
  feiNumber: '',
  naicsCode: '',
  employeesCount: '',
  grossIncome: '',
  netIncome: '',
  yearEstablished: '',
  businessType: '',
  website: '',
  email: '',
  phone: '',
  countryCallingCode: '1',
  branchId: '',
  addresses: [emptyAddress('physical', '231')],
  contacts: [],
  signer: { firstName: '', lastName: '', title: '', email: '', phone: '', countryCallingCode: '1' },
});

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export const companyToForm = (c: TCompany): PetitionerFormValues => ({
  name: c.name,
  dba: str(c.dba),
  feiNumber: str(c.feiNumber),
  naicsCode: str(c.naicsCode),
  employeesCount: str(c.employeesCount),
  grossIncome: str(c.grossIncome),
  netIncome: str(c.netIncome),
  yearEstablished: str(c.yearEstablished),
  businessType: str(c.businessType),
  website: str(c.website),
  email: str(c.email),
  phone: str(c.phone),
  countryCallingCode: str(c.countryCallingCode),
  branchId: str(c.branchId),
  addresses: c.addresses.map(addressToForm),
  contacts: c.contacts.map((p) => ({
    name: p.name,
    title: str(p.title),
    email: str(p.email),
    phone: str(p.phone),
    countryCallingCode: str(p.countryCallingCode),
    isPrimary: !!p.isPrimary,
  })),
  signer: {
    firstName: c.authSigner?.firstName ?? '',
    lastName: c.authSigner?.lastName ?? '',
    title: str(c.authSigner?.title),
    email: str(c.authSigner?.email),
    phone: str(c.authSigner?.phone),
    countryCallingCode: str(c.authSigner?.countryCallingCode),
  },
});

const NUMBER_MESSAGE = (field: string) => `${field} must be a number`;
const NAICS_MESSAGE = 'NAICS code must be 2 to 6 digits';

/** SPEC §5 rules with the spec's messages, plus FEIN and NAICS formats (the contract's own messages). */
export const validatePetitionerForm = (v: PetitionerFormValues): FormErrorMap => {
  const e: FormErrorMap = {};
  collect(e, 'name', validateRequired(v.name, 'Company Name'));
  if (v.feiNumber.trim() && !FEIN_PATTERN.test(v.feiNumber.trim())) e.feiNumber = FEIN_MESSAGE;
  if (v.naicsCode.trim() && !/^\d{2,6}$/.test(v.naicsCode.trim())) e.naicsCode = NAICS_MESSAGE;
  collect(e, 'employeesCount', validateDigitsOnly(v.employeesCount.replace(/,/g, ''), 'Employees'));
  if (v.grossIncome.trim() && numberOrNull(v.grossIncome) === null) e.grossIncome = NUMBER_MESSAGE('Gross income');
  if (v.netIncome.trim() && numberOrNull(v.netIncome) === null) e.netIncome = NUMBER_MESSAGE('Net income');
  collect(
    e,
    'yearEstablished',
    validateDigitsOnly(v.yearEstablished, 'Year established') ??
      validateMax(v.yearEstablished, new Date().getFullYear()),
  );
  collect(e, 'email', validateEmail(v.email));
  collect(e, 'phone', validatePhoneWithCode(v.phone, v.countryCallingCode));
  v.addresses.forEach((a, i) => validateAddress(e, `addresses.${i}`, a));
  v.contacts.forEach((c, i) => {
    collect(e, `contacts.${i}.name`, validateRequired(c.name, 'Name'));
    collect(e, `contacts.${i}.email`, validateEmail(c.email));
    collect(e, `contacts.${i}.phone`, validatePhoneWithCode(c.phone, c.countryCallingCode));
  });
  collect(e, 'signer.email', validateEmail(v.signer.email));
  collect(e, 'signer.phone', validatePhoneWithCode(v.signer.phone, v.signer.countryCallingCode));
  return e;
};

/** The fields create and update share. */
export const petitionerFormToPayload = (
  v: PetitionerFormValues,
  countryName: (id: number) => string | undefined,
): TCreateCompanyPayload => {
  const signerBlank = !v.signer.firstName.trim() && !v.signer.lastName.trim() && !v.signer.email.trim();
  return {
    name: v.name.trim(),
    dba: textOrNull(v.dba),
    feiNumber: textOrNull(v.feiNumber),
    naicsCode: textOrNull(v.naicsCode),
    employeesCount: numberOrNull(v.employeesCount),
    grossIncome: numberOrNull(v.grossIncome),
    netIncome: numberOrNull(v.netIncome),
    yearEstablished: numberOrNull(v.yearEstablished),
    businessType: textOrNull(v.businessType),
    website: textOrNull(v.website),
    email: textOrNull(v.email),
    phone: textOrNull(v.phone),
    countryCallingCode: textOrNull(v.countryCallingCode.replace(/^\+/, '')),
    branchId: textOrNull(v.branchId),
    addresses: v.addresses.map((a) => formToAddress(a, countryName)),
    contacts: v.contacts.map((c) => ({
      name: c.name.trim(),
      title: textOrNull(c.title),
      email: textOrNull(c.email),
      phone: textOrNull(c.phone),
      countryCallingCode: textOrNull(c.countryCallingCode.replace(/^\+/, '')),
      isPrimary: c.isPrimary,
    })),
    authSigner: signerBlank
      ? null
      : {
          firstName: v.signer.firstName.trim(),
          lastName: v.signer.lastName.trim(),
          title: textOrNull(v.signer.title),
          email: textOrNull(v.signer.email),
          phone: textOrNull(v.signer.phone),
          countryCallingCode: textOrNull(v.signer.countryCallingCode.replace(/^\+/, '')),
        },
  };
};
