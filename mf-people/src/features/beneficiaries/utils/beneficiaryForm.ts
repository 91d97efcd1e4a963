import type { QuestionnaireLanguage } from 'shared/domain';
import type { TBeneficiary, TCreateBeneficiaryPayload } from 'shared/contract';
import {
  isoToUs,
  parseUsDate,
  usToIso,
  validateDate,
  validateEmail,
  validatePassport,
  validateRequired,
} from 'shared/domain';
import {
  addressToForm,
  formToAddress,
  validateAddress,
  validatePhoneWithCode,
  type AddressValues,
} from '../../common/utils/addressForm';
import { collect, type FormErrorMap, numberOrNull, textOrNull } from 'shared/ui';

export interface EducationValues {
  degree: string;
  fieldOfStudy: string;
  institution: string;
  countryId: string;
  startDate: string;
  endDate: string;
  graduationDate: string;
}

export interface EmploymentValues {
  employer: string;
  title: string;
  startDate: string;
  endDate: string;
  current: boolean;
  hoursPerWeek: string;
  duties: string;
}

/** The beneficiary edit form. Paths follow the payload's, so server issues land on the right field; dates are MM/DD/YYYY. */
export interface BeneficiaryFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  otherNames: string;
  gender: '' | 'male' | 'female' | 'other';
  maritalStatus: '' | 'single' | 'married' | 'divorced' | 'widowed' | 'separated';
  preferredLanguage: '' | QuestionnaireLanguage;
  dateOfBirth: string;
  birthCity: string;
  birthCountryId: string;
  citizenshipCountryId: string;
  email: string;
  phone: string;
  countryCallingCode: string;
  passport: { number: string; countryId: string; issueDate: string; expiryDate: string; issuePlace: string };
  visa: { type: string; number: string; issueDate: string; expiryDate: string; issuePlace: string };
  i94: { number: string; expiryDate: string; durationOfStatus: boolean; lastEntryDate: string };
  currentStatus: { code: string; validFrom: string; expiryDate: string };
  ead: { category: string; cardNumber: string; validFrom: string; expiryDate: string };
  i797: { receiptNumber: string; classification: string; validFrom: string; validTo: string };
  hlStartDate: string;
  maxOutDate: string;
  alienNumber: string;
  /** Write-only: the server answers the last 4 digits; blank keeps the stored number. */
  ssn: string;
  addresses: AddressValues[];
  education: EducationValues[];
  employment: EmploymentValues[];
  companyId: string;
  /** Responsible attorney (a user id from /users/lookup); '' for none. */
  attorneyUserId: string;
}

export const emptyEducation = (): EducationValues => ({
  degree: '',
  fieldOfStudy: '',
  institution: '',
  countryId: '',
  startDate: '',
  endDate: '',
  graduationDate: '',
});
export const emptyEmployment = (): EmploymentValues => ({
  employer: '',
  title: '',
  startDate: '',
  endDate: '',
  current: false,
  hoursPerWeek: '',
  duties: '',
});

export const emptyBeneficiaryForm = (companyId = ''): BeneficiaryFormValues => ({
  firstName: '',
  middleName: '',
  lastName: '',
  otherNames: '',
  gender: '',
  maritalStatus: '',
  preferredLanguage: '',
  dateOfBirth: '',
  birthCity: '',
  birthCountryId: '',
  citizenshipCountryId: '',
  email: '',
  phone: '',
  countryCallingCode: '',
  passport: { number: '', countryId: '', issueDate: '', expiryDate: '', issuePlace: '' },
  visa: { type: '', number: '', issueDate: '', expiryDate: '', issuePlace: '' },
  i94: { number: '', expiryDate: '', durationOfStatus: false, lastEntryDate: '' },
  currentStatus: { code: '', validFrom: '', expiryDate: '' },
  ead: { category: '', cardNumber: '', validFrom: '', expiryDate: '' },
  i797: { receiptNumber: '', classification: '', validFrom: '', validTo: '' },
  hlStartDate: '',
  maxOutDate: '',
  alienNumber: '',
  ssn: '',
  addresses: [],
  education: [],
  employment: [],
  companyId,
  attorneyUserId: '',
});

const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export const beneficiaryToForm = (b: TBeneficiary): BeneficiaryFormValues => ({
  firstName: b.firstName,
  middleName: s(b.middleName),
  lastName: b.lastName,
  otherNames: s(b.otherNames),
  gender: (b.gender ?? '') as BeneficiaryFormValues['gender'],
  maritalStatus: (b.maritalStatus ?? '') as BeneficiaryFormValues['maritalStatus'],
  preferredLanguage: b.preferredLanguage ?? '',
  dateOfBirth: isoToUs(b.dateOfBirth),
  birthCity: s(b.birthCity),
  birthCountryId: s(b.birthCountryId),
  citizenshipCountryId: s(b.citizenshipCountryId),
  email: s(b.email),
  phone: s(b.phone),
  countryCallingCode: s(b.countryCallingCode),
  passport: {
    number: s(b.passport?.number),
    countryId: s(b.passport?.countryId),
    issueDate: isoToUs(b.passport?.issueDate),
    expiryDate: isoToUs(b.passport?.expiryDate),
    issuePlace: s(b.passport?.issuePlace),
  },
  visa: {
    type: s(b.visa?.type),
    number: s(b.visa?.number),
    issueDate: isoToUs(b.visa?.issueDate),
    expiryDate: isoToUs(b.visa?.expiryDate),
    issuePlace: s(b.visa?.issuePlace),
  },
  i94: {
    number: s(b.i94?.number),
    expiryDate: isoToUs(b.i94?.expiryDate),
    durationOfStatus: !!b.i94?.durationOfStatus,
    lastEntryDate: isoToUs(b.i94?.lastEntryDate),
  },
  currentStatus: {
    code: s(b.currentStatus?.code),
    validFrom: isoToUs(b.currentStatus?.validFrom),
    expiryDate: isoToUs(b.currentStatus?.expiryDate),
  },
  ead: {
    category: s(b.ead?.category),
    cardNumber: s(b.ead?.cardNumber),
    validFrom: isoToUs(b.ead?.validFrom),
    expiryDate: isoToUs(b.ead?.expiryDate),
  },
  i797: {
    receiptNumber: s(b.i797?.receiptNumber),
    classification: s(b.i797?.classification),
    validFrom: isoToUs(b.i797?.validFrom),
    validTo: isoToUs(b.i797?.validTo),
  },
  hlStartDate: isoToUs(b.hlStartDate),
  maxOutDate: isoToUs(b.maxOutDate),
  alienNumber: s(b.alienNumber),
  ssn: '',
  addresses: b.addresses.map(addressToForm),
  education: b.education.map((e) => ({
    degree: e.degree,
    fieldOfStudy: s(e.fieldOfStudy),
    institution: s(e.institution),
    countryId: s(e.countryId),
    startDate: isoToUs(e.startDate),
    endDate: isoToUs(e.endDate),
    graduationDate: isoToUs(e.graduationDate),
  })),
  employment: b.employment.map((e) => ({
    employer: e.employer,
    title: s(e.title),
    startDate: isoToUs(e.startDate),
    endDate: isoToUs(e.endDate),
    current: !!e.current,
    hoursPerWeek: s(e.hoursPerWeek),
    duties: s(e.duties),
  })),
  companyId: s(b.companyId),
  attorneyUserId: s(b.attorneyUserId),
});

/** Paths of every MM/DD/YYYY field of the form (for the date rule). */
const datePaths = (v: BeneficiaryFormValues): [string, string][] => [
  ['dateOfBirth', v.dateOfBirth],
  ['passport.issueDate', v.passport.issueDate],
  ['passport.expiryDate', v.passport.expiryDate],
  ['visa.issueDate', v.visa.issueDate],
  ['visa.expiryDate', v.visa.expiryDate],
  ['i94.expiryDate', v.i94.expiryDate],
  ['i94.lastEntryDate', v.i94.lastEntryDate],
  ['currentStatus.validFrom', v.currentStatus.validFrom],
  ['currentStatus.expiryDate', v.currentStatus.expiryDate],
  ['ead.validFrom', v.ead.validFrom],
  ['ead.expiryDate', v.ead.expiryDate],
  ['i797.validFrom', v.i797.validFrom],
  ['i797.validTo', v.i797.validTo],
  ['hlStartDate', v.hlStartDate],
  ['maxOutDate', v.maxOutDate],
  ...v.education.flatMap((e, i): [string, string][] => [
    [`education.${i}.startDate`, e.startDate],
    [`education.${i}.endDate`, e.endDate],
    [`education.${i}.graduationDate`, e.graduationDate],
  ]),
  ...v.employment.flatMap((e, i): [string, string][] => [
    [`employment.${i}.startDate`, e.startDate],
    [`employment.${i}.endDate`, e.endDate],
  ]),
];

const isAfter = (later: string, earlier: string) => {
  const a = parseUsDate(later);
  const b = parseUsDate(earlier);
  if (!a || !b) return true;
  return Date.UTC(a.year, a.month - 1, a.day) > Date.UTC(b.year, b.month - 1, b.day);
};

/** The passport's issuing country decides the passport rule; without one, the citizenship. */
export const passportCountry = (
  v: Pick<BeneficiaryFormValues, 'passport' | 'citizenshipCountryId'>,
): number | undefined => {
  const id = Number(v.passport.countryId || v.citizenshipCountryId);
  return Number.isFinite(id) && id > 0 ? id : undefined;
};

/** SPEC §5 rules with the spec's messages; the contract's own format messages for I-94, receipt, A-Number and SSN. */
export const validateBeneficiaryForm = (v: BeneficiaryFormValues): FormErrorMap => {
  const e: FormErrorMap = {};
  collect(e, 'firstName', validateRequired(v.firstName, 'First Name'));
  collect(e, 'lastName', validateRequired(v.lastName, 'Last Name'));
  collect(e, 'email', validateEmail(v.email));
  collect(e, 'phone', validatePhoneWithCode(v.phone, v.countryCallingCode));
  collect(e, 'passport.number', validatePassport(v.passport.number, passportCountry(v)));
  for (const [path, value] of datePaths(v)) collect(e, path, validateDate(value));
  if (
    !e['passport.expiryDate'] &&
    v.passport.issueDate &&
    v.passport.expiryDate &&
    !isAfter(v.passport.expiryDate, v.passport.issueDate)
  ) {
    e['passport.expiryDate'] = 'Expiry date must be after the issue date';
  }
  if (v.i94.number.trim() && !/^[0-9A-Za-z]{11}$/.test(v.i94.number.trim()))
    e['i94.number'] = 'I-94 number must be 11 letters or digits';
  if (v.i797.receiptNumber.trim() && !/^[A-Za-z]{3}\d{10}$/.test(v.i797.receiptNumber.trim()))
    e['i797.receiptNumber'] = 'Receipt number must be 3 letters and 10 digits';
  if (v.alienNumber.trim() && !/^A?\d{8,9}$/i.test(v.alienNumber.trim()))
    e.alienNumber = 'A-Number must be 8 or 9 digits';
  if (v.ssn.trim() && !/^\d{3}-?\d{2}-?\d{4}$/.test(v.ssn.trim())) e.ssn = 'SSN must be 9 digits';
  v.addresses.forEach((a, i) => validateAddress(e, `addresses.${i}`, a));
  v.education.forEach((ed, i) => collect(e, `education.${i}.degree`, validateRequired(ed.degree, 'Degree')));
  v.employment.forEach((em, i) => collect(e, `employment.${i}.employer`, validateRequired(em.employer, 'Employer')));
  return e;
};

const allBlank = (o: Record<string, string | boolean>) => Object.values(o).every((x) => x === '' || x === false);
const countryOrNull = (id: string) => (id ? Number(id) : null);

/** The payload of create and update (update adds beneficiaryId). */
export const beneficiaryFormToPayload = (
  v: BeneficiaryFormValues,
  countryName: (id: number) => string | undefined,
): TCreateBeneficiaryPayload => ({
  firstName: v.firstName.trim(),
  middleName: textOrNull(v.middleName),
  lastName: v.lastName.trim(),
  otherNames: textOrNull(v.otherNames),
  gender: v.gender || null,
  maritalStatus: v.maritalStatus || null,
  preferredLanguage: v.preferredLanguage || null,
  dateOfBirth: usToIso(v.dateOfBirth),
  birthCity: textOrNull(v.birthCity),
  birthCountryId: countryOrNull(v.birthCountryId),
  citizenshipCountryId: countryOrNull(v.citizenshipCountryId),
  email: textOrNull(v.email),
  phone: textOrNull(v.phone),
  countryCallingCode: textOrNull(v.countryCallingCode.replace(/^\+/, '')),
  passport: allBlank(v.passport)
    ? null
    : {
        number: v.passport.number.trim().toUpperCase(),
        countryId: countryOrNull(v.passport.countryId),
        issueDate: usToIso(v.passport.issueDate),
        expiryDate: usToIso(v.passport.expiryDate),
        issuePlace: textOrNull(v.passport.issuePlace),
      },
  visa: allBlank(v.visa)
    ? null
    : {
        type: textOrNull(v.visa.type),
        number: textOrNull(v.visa.number),
        issueDate: usToIso(v.visa.issueDate),
        expiryDate: usToIso(v.visa.expiryDate),
        issuePlace: textOrNull(v.visa.issuePlace),
      },
  i94: allBlank(v.i94)
    ? null
    : {
        number: textOrNull(v.i94.number),
        expiryDate: usToIso(v.i94.expiryDate),
        durationOfStatus: v.i94.durationOfStatus,
        lastEntryDate: usToIso(v.i94.lastEntryDate),
      },
  currentStatus: allBlank(v.currentStatus)
    ? null
    : {
        code: textOrNull(v.currentStatus.code),
        validFrom: usToIso(v.currentStatus.validFrom),
        expiryDate: usToIso(v.currentStatus.expiryDate),
      },
  ead: allBlank(v.ead)
    ? null
    : {
        category: textOrNull(v.ead.category),
        cardNumber: textOrNull(v.ead.cardNumber),
        validFrom: usToIso(v.ead.validFrom),
        expiryDate: usToIso(v.ead.expiryDate),
      },
  i797: allBlank(v.i797)
    ? null
    : {
        receiptNumber: textOrNull(v.i797.receiptNumber)?.toUpperCase() ?? null,
        classification: textOrNull(v.i797.classification),
        validFrom: usToIso(v.i797.validFrom),
        validTo: usToIso(v.i797.validTo),
      },
  hlStartDate: usToIso(v.hlStartDate),
  maxOutDate: usToIso(v.maxOutDate),
  alienNumber: textOrNull(v.alienNumber),
  ...(v.ssn.trim() ? { ssn: v.ssn.trim() } : {}),
  addresses: v.addresses.map((a) => formToAddress(a, countryName)),
  education: v.education.map((ed) => ({
    degree: ed.degree.trim(),
    fieldOfStudy: textOrNull(ed.fieldOfStudy),
    institution: textOrNull(ed.institution),
    countryId: countryOrNull(ed.countryId),
    startDate: usToIso(ed.startDate),
    endDate: usToIso(ed.endDate),
    graduationDate: usToIso(ed.graduationDate),
  })),
  employment: v.employment.map((em) => ({
    employer: em.employer.trim(),
    title: textOrNull(em.title),
    startDate: usToIso(em.startDate),
    endDate: em.current ? null : usToIso(em.endDate),
    current: em.current,
    hoursPerWeek: numberOrNull(em.hoursPerWeek),
    duties: textOrNull(em.duties),
  })),
  companyId: textOrNull(v.companyId),
  attorneyUserId: textOrNull(v.attorneyUserId),
});
