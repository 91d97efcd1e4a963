import type { FormAnswerSources } from '../types';

/*
 * Questionnaire answers → the form data they fill (issue 20 point 1), per form. A key is a
 * questionnaire field key of the default templates (`shared/src/domain/questionnaire/defaults.ts`);
 * its value is the data path (or paths) of the form's own rules that the answer fills, so the
 * rules stay as they are and an answer wins over case and profile data. Keys a rule already
 * reads as `questionnaire.<key>` need no entry. `answers.test.ts` fills every default
 * questionnaire of each form and checks that each key listed here, read by a rule, or named like
 * a path a rule reads (`beneficiary.passport.number`) reaches the form.
 */

/** The foreign national: identity, passport and travel answers of every beneficiary template. */
const BENEFICIARY: FormAnswerSources = {
  'beneficiary.name.last': 'beneficiary.lastName',
  'beneficiary.name.first': 'beneficiary.firstName',
  'beneficiary.name.middle': 'beneficiary.middleName',
  'beneficiary.gender': 'beneficiary.gender',
  'beneficiary.dateOfBirth': 'beneficiary.dateOfBirth',
  'beneficiary.birth.city': 'beneficiary.birthCity',
  'beneficiary.birth.country': 'beneficiary.birthCountryId',
  'beneficiary.citizenship': 'beneficiary.citizenshipCountryId',
  'beneficiary.maritalStatus': 'beneficiary.maritalStatus',
  'beneficiary.ssn': 'beneficiary.ssn',
  'beneficiary.alienNumber': 'beneficiary.alienNumber',
  'beneficiary.passport.number': 'beneficiary.passport.number',
  'beneficiary.passport.country': 'beneficiary.passport.countryId',
  'beneficiary.passport.issueDate': 'beneficiary.passport.issueDate',
  'beneficiary.passport.expiryDate': 'beneficiary.passport.expiryDate',
  'beneficiary.lastArrival.date': 'beneficiary.i94.lastEntryDate',
  'beneficiary.i94.number': 'beneficiary.i94.number',
  'beneficiary.statusExpiryDate': 'beneficiary.currentStatus.expiryDate',
};

/** A table without the keys whose targets a form does not read. */
const omit = (t: FormAnswerSources, ...keys: string[]): FormAnswerSources =>
  Object.fromEntries(Object.entries(t).filter(([k]) => !keys.includes(k)));

/** The employer's answers (petitioner questionnaire) over the company record. */
const PETITIONER: FormAnswerSources = {
  'petitioner.legalName': 'petitioner.name',
  'petitioner.fein': 'petitioner.fein',
  'petitioner.yearEstablished': 'petitioner.yearEstablished',
  'petitioner.employeesUs': 'petitioner.employeesCount',
  'petitioner.grossAnnualIncome': 'petitioner.grossIncome',
  'petitioner.netAnnualIncome': 'petitioner.netIncome',
  'petitioner.businessType': 'petitioner.businessType',
  'petitioner.signatory.title': 'petitioner.signer.title',
  'petitioner.signatory.email': 'petitioner.signer.email',
  'petitioner.signatory.phone': 'petitioner.signer.phone',
};

/** The offered job (H-1B and L-1 questionnaires) → the I-129's Part 5 sources. */
const OFFERED_JOB: FormAnswerSources = {
  'employment.jobTitle': 'questionnaire.jobTitle',
  'employment.startDate': 'questionnaire.employmentFrom',
  'employment.endDate': 'questionnaire.employmentTo',
  'employment.wage.amount': 'questionnaire.wage',
  'employment.wage.per': 'questionnaire.wagePer',
  'employment.fullTime': 'questionnaire.fullTime',
  'employment.hoursPerWeek': 'questionnaire.hoursPerWeek',
  'employment.offsite': 'questionnaire.offsite',
  'beneficiary.consulate.city': 'questionnaire.consulateCity',
  'beneficiary.h1bHistory.receiptNumber': 'questionnaire.previousReceiptNumber',
};

export const FORM_ANSWER_SOURCES: Readonly<Record<string, FormAnswerSources>> = {
  'I-129': {
    ...omit(BENEFICIARY, 'beneficiary.birth.city', 'beneficiary.maritalStatus'),
    ...PETITIONER,
    ...OFFERED_JOB,
  },
  'I-539': omit(
    BENEFICIARY,
    'beneficiary.gender',
    'beneficiary.birth.city',
    'beneficiary.maritalStatus',
    'beneficiary.passport.issueDate',
  ),
  'I-765': omit(BENEFICIARY, 'beneficiary.passport.issueDate', 'beneficiary.statusExpiryDate'),
  'I-140': {
    ...omit(BENEFICIARY, 'beneficiary.gender', 'beneficiary.maritalStatus', 'beneficiary.passport.issueDate'),
    ...PETITIONER,
    'petitioner.naicsCode': 'petitioner.naicsCode',
  },
  'I-9': {
    'beneficiary.name.last': 'beneficiary.lastName',
    'beneficiary.name.first': 'beneficiary.firstName',
    'beneficiary.name.middle': 'beneficiary.middleName',
    'beneficiary.dateOfBirth': 'beneficiary.dateOfBirth',
    'beneficiary.ssn': 'beneficiary.ssn',
    'beneficiary.i94.number': 'beneficiary.i94.number',
    'beneficiary.statusExpiryDate': 'beneficiary.currentStatus.expiryDate',
    'beneficiary.otherNames': 'beneficiary.otherNames',
    'beneficiary.email': 'beneficiary.email',
    'beneficiary.phone': 'beneficiary.phone',
  },
  // The family forms read their questionnaires' keys directly (`questionnaire.beneficiary.*`,
  // `questionnaire.sponsor.*`), answer first: nothing to add.
  'I-130': {},
  'I-485': {},
  'I-131': {},
  'I-864': {},
};
