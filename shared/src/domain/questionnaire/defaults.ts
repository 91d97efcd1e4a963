import { CASE_TYPE } from '../cases/case-types';
import type { QuestionnaireKind, QuestionnaireTemplate, TFieldOption, TQuestionnaireField } from './template';

/*
 * Default templates (issue 8 point 1): H-1B, H-4, L-1, I-130 (beneficiary questionnaires by case
 * type) and the sponsor, petitioner and investor questionnaires. A tenant's saved template
 * replaces the default of its kind/type/subtype; "reset to default" deletes the saved one.
 *
 * Keys are stable data paths, named after what they hold, never after a form's field number, so
 * the per-form USCIS mappings (issue 8 point 4) can read them: `beneficiary.*` the foreign
 * national, `employment.*` the offered job, `petitioner.*` the employer, `sponsor.*` the I-130/I-864
 * sponsor, `investor.*` the investor, `spouse.*`/`principal.*` the family relations. Never rename a
 * key once released; add a new one instead.
 */

type Extra = Partial<Omit<TQuestionnaireField, 'key' | 'label' | 'type'>>;

const f =
  (section: string) =>
  (key: string, label: string, type: TQuestionnaireField['type'] = 'text', extra: Extra = {}): TQuestionnaireField => ({
    key,
    label,
    section,
    type,
    required: true,
    ...extra,
  });

const opt = (...pairs: [string, string][]): TFieldOption[] => pairs.map(([value, label]) => ({ value, label }));
const YES_NO = opt(['yes', 'Yes'], ['no', 'No']);
const OPTIONAL: Extra = { required: false };
const when = (key: string, ...equals: string[]): Extra => ({ conditions: [{ key, equals }] });

const GENDER = opt(['male', 'Male'], ['female', 'Female'], ['other', 'Other / prefer not to say']);
const MARITAL = opt(
  ['single', 'Single'],
  ['married', 'Married'],
  ['divorced', 'Divorced'],
  ['widowed', 'Widowed'],
  ['separated', 'Legally separated'],
);
const DEGREES = opt(
  ['high-school', 'High school'],
  ['associate', "Associate's degree"],
  ['bachelor', "Bachelor's degree"],
  ['master', "Master's degree"],
  ['doctorate', 'Doctorate (PhD)'],
  ['professional', 'Professional degree (MD, JD…)'],
);

/** Identity, passport and contact of a person whose data paths start with `p` (beneficiary, spouse…). */
const personal = (p: string, section = 'Personal information'): TQuestionnaireField[] => {
  const s = f(section);
  return [
    s(`${p}.name.last`, 'Family name (last name)'),
    s(`${p}.name.first`, 'Given name (first name)'),
    s(`${p}.name.middle`, 'Middle name', 'text', OPTIONAL),
    s(`${p}.otherNames`, 'Other names used (maiden name, aliases)', 'textarea', OPTIONAL),
    s(`${p}.gender`, 'Gender', 'radio', { options: GENDER }),
    s(`${p}.dateOfBirth`, 'Date of birth', 'date'),
    s(`${p}.birth.city`, 'City or town of birth'),
    s(`${p}.birth.country`, 'Country of birth', 'country'),
    s(`${p}.citizenship`, 'Country of citizenship or nationality', 'country'),
    s(`${p}.maritalStatus`, 'Marital status', 'select', { options: MARITAL }),
    s(`${p}.ssn`, 'U.S. Social Security number (if any)', 'text', OPTIONAL),
    s(`${p}.alienNumber`, 'Alien registration number (A-number, if any)', 'text', OPTIONAL),
  ];
};

const contact = (p: string, section = 'Contact and address'): TQuestionnaireField[] => {
  const s = f(section);
  return [
    s(`${p}.email`, 'E-mail address', 'email'),
    s(`${p}.phone`, 'Mobile phone', 'phone'),
    s(`${p}.address.street`, 'Street address'),
    s(`${p}.address.unit`, 'Apartment, suite or floor', 'text', OPTIONAL),
    s(`${p}.address.city`, 'City'),
    s(`${p}.address.state`, 'State or province', 'text', OPTIONAL),
    s(`${p}.address.zip`, 'ZIP or postal code'),
    s(`${p}.address.country`, 'Country', 'country'),
    s(`${p}.address.inCareOf`, 'In care of (if any)', 'text', OPTIONAL),
  ];
};

const passport = (p: string, section = 'Passport and travel'): TQuestionnaireField[] => {
  const s = f(section);
  return [
    s(`${p}.passport.number`, 'Passport number'),
    s(`${p}.passport.country`, 'Country that issued the passport', 'country'),
    s(`${p}.passport.issueDate`, 'Passport issue date', 'date'),
    s(`${p}.passport.expiryDate`, 'Passport expiry date', 'date'),
    s(`${p}.passport.copy`, 'Copy of the passport (bio page)', 'file'),
    s(`${p}.inUs`, 'Are you in the United States now?', 'radio', { options: YES_NO }),
    s(`${p}.lastArrival.date`, 'Date of last arrival in the U.S.', 'date', when(`${p}.inUs`, 'yes')),
    s(`${p}.i94.number`, 'I-94 arrival/departure record number', 'text', when(`${p}.inUs`, 'yes')),
    s(`${p}.currentStatus`, 'Current immigration status (e.g. F-1, H-1B)', 'text', when(`${p}.inUs`, 'yes')),
    s(`${p}.statusExpiryDate`, 'Date your current status expires', 'date', when(`${p}.inUs`, 'yes')),
    s(`${p}.i94.copy`, 'Copy of the I-94 record', 'file', when(`${p}.inUs`, 'yes')),
    s(`${p}.consulate.city`, 'U.S. consulate where you will apply for the visa', 'text', when(`${p}.inUs`, 'no')),
    s(`${p}.priorVisaDenial`, 'Have you ever been refused a U.S. visa or entry?', 'radio', { options: YES_NO }),
    s(`${p}.priorVisaDenialDetails`, 'Please explain the refusal', 'textarea', {
      ...when(`${p}.priorVisaDenial`, 'yes'),
      name: 'Explanation of the refusal',
    }),
  ];
};

const education = (p: string): TQuestionnaireField[] => {
  const s = f('Education');
  return [
    s(`${p}.education.highestDegree`, 'Highest degree earned', 'select', { options: DEGREES }),
    s(`${p}.education.field`, 'Field of study'),
    s(`${p}.education.institution`, 'University or college'),
    s(`${p}.education.country`, 'Country of the university', 'country'),
    s(`${p}.education.completionDate`, 'Date the degree was awarded', 'date'),
    s(`${p}.education.usMasters`, 'Is it a U.S. master’s or higher degree?', 'radio', { options: YES_NO }),
    s(`${p}.education.diploma`, 'Degree certificate', 'file'),
    s(`${p}.education.transcripts`, 'Transcripts / marksheets', 'file'),
    s(`${p}.education.evaluation`, 'Credential evaluation (foreign degrees)', 'file', OPTIONAL),
  ];
};

const employmentHistory = (p: string): TQuestionnaireField[] => {
  const s = f('Employment history');
  return [
    s(`${p}.currentEmployer.name`, 'Current or last employer'),
    s(`${p}.currentEmployer.jobTitle`, 'Job title there'),
    s(`${p}.currentEmployer.startDate`, 'Start date', 'date'),
    s(`${p}.currentEmployer.duties`, 'Main duties', 'textarea', OPTIONAL),
    s(`${p}.resume`, 'Résumé / CV', 'file'),
    s(`${p}.experienceLetters`, 'Experience letters', 'file', OPTIONAL),
  ];
};

const offeredJob = (): TQuestionnaireField[] => {
  const s = f('Offered position');
  return [
    s('employment.jobTitle', 'Job title'),
    s('employment.socCode', 'SOC code (if known)', 'text', OPTIONAL),
    s('employment.startDate', 'Intended start date', 'date'),
    s('employment.endDate', 'Intended end date', 'date'),
    s('employment.fullTime', 'Full-time position?', 'radio', { options: YES_NO }),
    s('employment.hoursPerWeek', 'Hours per week', 'number', { ...when('employment.fullTime', 'no'), min: 1, max: 40 }),
    s('employment.wage.amount', 'Offered wage (USD)', 'number', { min: 0 }),
    s('employment.wage.per', 'Wage per', 'select', {
      options: opt(['year', 'Year'], ['month', 'Month'], ['week', 'Week'], ['hour', 'Hour']),
    }),
    s('employment.worksite.street', 'Work site street address'),
    s('employment.worksite.city', 'Work site city'),
    s('employment.worksite.state', 'Work site state'),
    s('employment.worksite.zip', 'Work site ZIP code'),
    s('employment.offsite', 'Will you work at a client site?', 'radio', { options: YES_NO }),
    s('employment.offsiteClient', 'Client name and address', 'textarea', when('employment.offsite', 'yes')),
  ];
};

const dependents = (): TQuestionnaireField[] => {
  const s = f('Family');
  return [
    s('beneficiary.hasDependents', 'Will a spouse or children come with you?', 'radio', { options: YES_NO }),
    s(
      'dependents.details',
      'Names, dates of birth and relation of each dependent',
      'textarea',
      when('beneficiary.hasDependents', 'yes'),
    ),
  ];
};

const declaration = (p: string): TQuestionnaireField[] => {
  const s = f('Declaration');
  return [
    s(`${p}.declaration.accurate`, 'I confirm that the information I have given is complete and true', 'checkbox', {
      isRequired: true,
    }),
  ];
};

const companyProfile = (p: string, section = 'Company'): TQuestionnaireField[] => {
  const s = f(section);
  return [
    s(`${p}.legalName`, 'Legal name of the company'),
    s(`${p}.dba`, 'Trade name (DBA), if different', 'text', OPTIONAL),
    s(`${p}.fein`, 'Federal employer identification number (FEIN)'),
    s(`${p}.yearEstablished`, 'Year established', 'number', { min: 1800, max: 2100 }),
    s(`${p}.employeesUs`, 'Number of employees in the U.S.', 'number', { min: 0 }),
    s(`${p}.grossAnnualIncome`, 'Gross annual income (USD)', 'number', { min: 0 }),
    s(`${p}.netAnnualIncome`, 'Net annual income (USD)', 'number'),
    s(`${p}.naicsCode`, 'NAICS code', 'text', OPTIONAL),
    s(`${p}.businessType`, 'Type of business'),
    s(`${p}.address.street`, 'Street address', 'text', { section: 'Company address' }),
    s(`${p}.address.unit`, 'Suite or floor', 'text', { section: 'Company address', required: false }),
    s(`${p}.address.city`, 'City', 'text', { section: 'Company address' }),
    s(`${p}.address.state`, 'State', 'text', { section: 'Company address' }),
    s(`${p}.address.zip`, 'ZIP code', 'text', { section: 'Company address' }),
    s(`${p}.signatory.name`, 'Authorized signatory — full name', 'text', { section: 'Authorized signatory' }),
    s(`${p}.signatory.title`, 'Authorized signatory — title', 'text', { section: 'Authorized signatory' }),
    s(`${p}.signatory.email`, 'Authorized signatory — e-mail', 'email', { section: 'Authorized signatory' }),
    s(`${p}.signatory.phone`, 'Authorized signatory — phone', 'phone', { section: 'Authorized signatory' }),
  ];
};

const template = (
  kind: QuestionnaireKind,
  typeId: number | null,
  name: string,
  fields: TQuestionnaireField[],
): QuestionnaireTemplate => ({
  kind,
  typeId,
  subTypeId: null,
  name,
  fields,
});

export const DEFAULT_TEMPLATES: readonly QuestionnaireTemplate[] = [
  template('beneficiary', CASE_TYPE.H1B, 'H-1B beneficiary questionnaire', [
    ...personal('beneficiary'),
    ...contact('beneficiary'),
    ...passport('beneficiary'),
    ...education('beneficiary'),
    ...employmentHistory('beneficiary'),
    ...offeredJob(),
    f('H-1B history')('beneficiary.h1bHistory.previous', 'Have you held H-1B status before?', 'radio', {
      options: YES_NO,
    }),
    f('H-1B history')(
      'beneficiary.h1bHistory.receiptNumber',
      'Receipt number of the last H-1B approval',
      'text',
      when('beneficiary.h1bHistory.previous', 'yes'),
    ),
    f('H-1B history')(
      'beneficiary.h1bHistory.approvalNotice',
      'Last I-797 approval notice',
      'file',
      when('beneficiary.h1bHistory.previous', 'yes'),
    ),
    f('H-1B history')('beneficiary.h1bHistory.capSubject', 'Were you counted against the H-1B cap?', 'radio', {
      ...when('beneficiary.h1bHistory.previous', 'yes'),
      options: YES_NO,
    }),
    ...dependents(),
    ...declaration('beneficiary'),
  ]),
  template('beneficiary', CASE_TYPE.L1, 'L-1 beneficiary questionnaire', [
    ...personal('beneficiary'),
    ...contact('beneficiary'),
    ...passport('beneficiary'),
    ...education('beneficiary'),
    f('Foreign employment')('beneficiary.foreignEmployer.name', 'Name of the foreign employer'),
    f('Foreign employment')('beneficiary.foreignEmployer.address', 'Address of the foreign employer', 'textarea'),
    f('Foreign employment')('beneficiary.foreignEmployer.relationship', 'Relationship to the U.S. company', 'select', {
      options: opt(
        ['parent', 'Parent'],
        ['branch', 'Branch'],
        ['subsidiary', 'Subsidiary'],
        ['affiliate', 'Affiliate'],
      ),
    }),
    f('Foreign employment')('beneficiary.foreignEmployer.startDate', 'Employed abroad since', 'date'),
    f('Foreign employment')('beneficiary.foreignEmployer.jobTitle', 'Job title abroad'),
    f('Foreign employment')('beneficiary.foreignEmployer.duties', 'Duties abroad', 'textarea'),
    f('Foreign employment')('beneficiary.foreignEmployer.capacity', 'Capacity abroad', 'radio', {
      options: opt(['managerial', 'Managerial'], ['executive', 'Executive'], ['specialized', 'Specialized knowledge']),
    }),
    f('Foreign employment')(
      'beneficiary.foreignEmployer.payslips',
      'Recent pay slips from the foreign employer',
      'file',
    ),
    ...offeredJob(),
    ...dependents(),
    ...declaration('beneficiary'),
  ]),
  template('beneficiary', CASE_TYPE.H4, 'H-4 dependent questionnaire', [
    ...personal('beneficiary'),
    ...contact('beneficiary'),
    ...passport('beneficiary'),
    f('Principal H-1B worker')('principal.name.full', 'Full name of the H-1B spouse or parent'),
    f('Principal H-1B worker')('principal.relation', 'Your relation to the principal', 'radio', {
      options: opt(['spouse', 'Spouse'], ['child', 'Child']),
    }),
    f('Principal H-1B worker')('principal.receiptNumber', 'Receipt number of the principal’s H-1B', 'text', OPTIONAL),
    f('Principal H-1B worker')('principal.approvalNotice', 'Principal’s I-797 approval notice', 'file', OPTIONAL),
    f('Principal H-1B worker')(
      'principal.marriageDate',
      'Date of marriage',
      'date',
      when('principal.relation', 'spouse'),
    ),
    f('Principal H-1B worker')(
      'principal.marriageCertificate',
      'Marriage certificate',
      'file',
      when('principal.relation', 'spouse'),
    ),
    f('Principal H-1B worker')(
      'principal.birthCertificate',
      'Your birth certificate',
      'file',
      when('principal.relation', 'child'),
    ),
    f('Employment authorization')('beneficiary.ead.apply', 'Do you want to apply for an H-4 EAD as well?', 'radio', {
      options: YES_NO,
    }),
    ...declaration('beneficiary'),
  ]),
  template('beneficiary', CASE_TYPE.I130, 'I-130 beneficiary questionnaire', [
    ...personal('beneficiary'),
    ...contact('beneficiary'),
    ...passport('beneficiary'),
    f('Relationship')('relationship.type', 'Relation to the petitioner', 'select', {
      options: opt(['spouse', 'Spouse'], ['parent', 'Parent'], ['child', 'Child'], ['sibling', 'Brother or sister']),
    }),
    f('Relationship')('relationship.marriageDate', 'Date of marriage', 'date', when('relationship.type', 'spouse')),
    f('Relationship')('relationship.marriagePlace', 'Place of marriage', 'text', when('relationship.type', 'spouse')),
    f('Relationship')(
      'relationship.marriageCertificate',
      'Marriage certificate',
      'file',
      when('relationship.type', 'spouse'),
    ),
    f('Relationship')('relationship.priorMarriages', 'Was either of you married before?', 'radio', {
      ...when('relationship.type', 'spouse'),
      options: YES_NO,
    }),
    f('Relationship')(
      'relationship.priorMarriageEnd',
      'How and when did the prior marriages end?',
      'textarea',
      when('relationship.priorMarriages', 'yes'),
    ),
    f('Relationship')(
      'relationship.birthCertificate',
      'Birth certificate',
      'file',
      when('relationship.type', 'parent', 'child', 'sibling'),
    ),
    f('Relationship')('beneficiary.timesMarried', 'How many times have you been married?', 'number', {
      min: 0,
      max: 20,
      required: false,
    }),
    f('Address history')(
      'beneficiary.addressHistory',
      'Addresses for the last five years (from, to, address)',
      'textarea',
    ),
    f('Address history')(
      'beneficiary.employmentHistory',
      'Employers for the last five years (from, to, employer, occupation)',
      'textarea',
    ),
    f('Parents')('beneficiary.father.name', 'Father’s full name'),
    f('Parents')('beneficiary.father.birthCountry', 'Father’s country of birth', 'country'),
    f('Parents')('beneficiary.mother.name', 'Mother’s full name (birth name)'),
    f('Parents')('beneficiary.mother.birthCountry', 'Mother’s country of birth', 'country'),
    ...declaration('beneficiary'),
  ]),
  template('sponsor', null, 'Sponsor questionnaire (I-130 / I-864)', [
    ...personal('sponsor', 'Sponsor'),
    ...contact('sponsor', 'Sponsor contact'),
    f('Status')('sponsor.status', 'Your status in the U.S.', 'radio', {
      options: opt(['citizen', 'U.S. citizen'], ['lpr', 'Lawful permanent resident']),
    }),
    f('Status')(
      'sponsor.naturalization.number',
      'Naturalization certificate number',
      'text',
      when('sponsor.status', 'citizen'),
    ),
    f('Status')('sponsor.greenCard.copy', 'Copy of the green card', 'file', when('sponsor.status', 'lpr')),
    f('Status')(
      'sponsor.citizenshipProof',
      'U.S. passport or naturalization certificate',
      'file',
      when('sponsor.status', 'citizen'),
    ),
    f('Status')('sponsor.citizenshipAcquired', 'How did you become a U.S. citizen?', 'radio', {
      ...when('sponsor.status', 'citizen'),
      required: false,
      options: opt(
        ['birth', 'Birth in the United States'],
        ['naturalization', 'Naturalization'],
        ['parents', 'Through my parents'],
      ),
    }),
    f('Status')('sponsor.naturalization.place', 'Place the certificate was issued', 'text', {
      ...when('sponsor.status', 'citizen'),
      required: false,
    }),
    f('Status')('sponsor.naturalization.date', 'Date the certificate was issued', 'date', {
      ...when('sponsor.status', 'citizen'),
      required: false,
    }),
    f('Status')(
      'sponsor.lpr.classOfAdmission',
      'Class of admission on the green card (e.g. IR1, EB2)',
      'text',
      when('sponsor.status', 'lpr'),
    ),
    f('Status')(
      'sponsor.lpr.admissionDate',
      'Date you became a permanent resident',
      'date',
      when('sponsor.status', 'lpr'),
    ),
    f('Status')('sponsor.lpr.admissionCity', 'City where you were admitted or adjusted', 'text', {
      ...when('sponsor.status', 'lpr'),
      required: false,
    }),
    f('Status')('sponsor.lpr.admissionState', 'State where you were admitted or adjusted', 'text', {
      ...when('sponsor.status', 'lpr'),
      required: false,
    }),
    f('Status')('sponsor.timesMarried', 'How many times have you been married?', 'number', {
      min: 0,
      max: 20,
      required: false,
    }),
    f('Status')('sponsor.militaryActiveDuty', 'Are you on active duty in the U.S. armed forces?', 'radio', {
      options: YES_NO,
      required: false,
    }),
    f('Household and income')('sponsor.basis', 'You are filing the affidavit of support as', 'select', {
      required: false,
      options: opt(
        ['petitioner', 'The petitioner'],
        ['joint', 'The only joint sponsor'],
        ['joint-first', 'The first of two joint sponsors'],
        ['joint-second', 'The second of two joint sponsors'],
        ['substitute', 'Substitute sponsor (the petitioner died)'],
      ),
    }),
    f('Household and income')('sponsor.countryOfDomicile', 'Country of domicile', 'country', OPTIONAL),
    f('Household and income')(
      'sponsor.immigrantsSponsored',
      'How many immigrants are you sponsoring on this affidavit?',
      'number',
      {
        min: 1,
        max: 50,
        required: false,
      },
    ),
    f('Household and income')('sponsor.householdSize', 'Household size', 'number', { min: 1, max: 50 }),
    f('Household and income')('sponsor.employmentStatus', 'You are currently', 'radio', {
      required: false,
      options: opt(
        ['employed', 'Employed'],
        ['self-employed', 'Self-employed'],
        ['retired', 'Retired'],
        ['unemployed', 'Unemployed'],
      ),
    }),
    f('Household and income')('sponsor.employer.name', 'Current employer'),
    f('Household and income')('sponsor.occupation', 'Occupation'),
    f('Household and income')('sponsor.income.annual', 'Current annual income (USD)', 'number', { min: 0 }),
    f('Household and income')('sponsor.taxReturns', 'Federal tax returns (last three years)', 'file'),
    f('Household and income')(
      'sponsor.taxReturn.filed',
      'Did you file federal income tax returns for the last three years?',
      'radio',
      {
        options: YES_NO,
        required: false,
      },
    ),
    f('Household and income')('sponsor.taxReturn.mostRecent.year', 'Tax year (most recent)', 'number', {
      ...when('sponsor.taxReturn.filed', 'yes'),
      min: 1990,
      max: 2100,
      required: false,
    }),
    f('Household and income')('sponsor.taxReturn.mostRecent.income', 'Total income that year (USD)', 'number', {
      ...when('sponsor.taxReturn.filed', 'yes'),
      min: 0,
      required: false,
    }),
    f('Household and income')('sponsor.taxReturn.second.year', 'Tax year (2nd most recent)', 'number', {
      ...when('sponsor.taxReturn.filed', 'yes'),
      min: 1990,
      max: 2100,
      required: false,
    }),
    f('Household and income')('sponsor.taxReturn.second.income', 'Total income that year (USD)', 'number', {
      ...when('sponsor.taxReturn.filed', 'yes'),
      min: 0,
      required: false,
    }),
    f('Household and income')('sponsor.taxReturn.third.year', 'Tax year (3rd most recent)', 'number', {
      ...when('sponsor.taxReturn.filed', 'yes'),
      min: 1990,
      max: 2100,
      required: false,
    }),
    f('Household and income')('sponsor.taxReturn.third.income', 'Total income that year (USD)', 'number', {
      ...when('sponsor.taxReturn.filed', 'yes'),
      min: 0,
      required: false,
    }),
    f('Household and income')('sponsor.jointSponsor', 'Will a joint sponsor help?', 'radio', { options: YES_NO }),
    f('Household and income')(
      'sponsor.jointSponsorName',
      'Joint sponsor’s full name',
      'text',
      when('sponsor.jointSponsor', 'yes'),
    ),
    ...declaration('sponsor'),
  ]),
  template('petitioner', null, 'Petitioner (employer) questionnaire', [
    ...companyProfile('petitioner'),
    f('Hiring')('petitioner.h1bDependent', 'Is the company H-1B dependent?', 'radio', { options: YES_NO }),
    f('Hiring')('petitioner.willfulViolator', 'Has the company been found a willful violator?', 'radio', {
      options: YES_NO,
    }),
    f('Hiring')('petitioner.over50Percent', 'Are more than 50% of U.S. employees in H-1B or L status?', 'radio', {
      options: YES_NO,
    }),
    f('Hiring')('petitioner.supervisor.name', 'Name of the beneficiary’s supervisor'),
    f('Hiring')('petitioner.supervisor.title', 'Supervisor’s title'),
    f('Documents')('petitioner.documents.fein', 'IRS FEIN notice (CP-575 or 147C)', 'file'),
    f('Documents')('petitioner.documents.financials', 'Latest annual report or tax return', 'file', OPTIONAL),
    f('Documents')('petitioner.documents.orgChart', 'Organization chart', 'file', OPTIONAL),
    ...declaration('petitioner'),
  ]),
  template('investor', null, 'Investor questionnaire', [
    ...personal('investor', 'Investor'),
    ...contact('investor', 'Investor contact'),
    f('Investment')('investor.enterprise.name', 'Name of the enterprise'),
    f('Investment')('investor.enterprise.fein', 'Enterprise FEIN', 'text', OPTIONAL),
    f('Investment')('investor.investment.type', 'Type of investment', 'select', {
      options: opt(
        ['new', 'New commercial enterprise'],
        ['existing', 'Existing business'],
        ['regional', 'Regional center'],
      ),
    }),
    f('Investment')('investor.investment.amount', 'Amount invested (USD)', 'number', { min: 0 }),
    f('Investment')('investor.investment.date', 'Date of the investment', 'date'),
    f('Investment')('investor.investment.targetedArea', 'Is it in a targeted employment area?', 'radio', {
      options: YES_NO,
    }),
    f('Investment')('investor.jobsCreated', 'Full-time jobs created or to be created', 'number', { min: 0 }),
    f('Source of funds')('investor.funds.source', 'Source of the invested funds', 'checkbox', {
      options: opt(
        ['salary', 'Salary and savings'],
        ['business', 'Business income'],
        ['sale', 'Sale of property'],
        ['gift', 'Gift or inheritance'],
        ['loan', 'Loan'],
      ),
    }),
    f('Source of funds')('investor.funds.explanation', 'Explain the path of the funds', 'textarea'),
    f('Source of funds')('investor.funds.evidence', 'Evidence of the source of funds', 'file'),
    f('Source of funds')('investor.businessPlan', 'Business plan', 'file', OPTIONAL),
    ...declaration('investor'),
  ]),
];

/** A generic template for case types without their own default (beneficiary kind). */
export const GENERIC_BENEFICIARY_TEMPLATE: QuestionnaireTemplate = template(
  'beneficiary',
  null,
  'Beneficiary questionnaire',
  [
    ...personal('beneficiary'),
    ...contact('beneficiary'),
    ...passport('beneficiary'),
    ...education('beneficiary'),
    ...declaration('beneficiary'),
  ],
);

/**
 * The default template of a kind (and, for the beneficiary kind, a case type): H-4 EAD and L-2
 * use the H-4 one; other types the generic one.
 */
export const defaultTemplate = (kind: QuestionnaireKind, typeId: number | null): QuestionnaireTemplate => {
  if (kind !== 'beneficiary') return DEFAULT_TEMPLATES.find((t) => t.kind === kind)!;
  const mapped = typeId === CASE_TYPE.H4_EAD || typeId === CASE_TYPE.L2 ? CASE_TYPE.H4 : typeId;
  const found = DEFAULT_TEMPLATES.find((t) => t.kind === 'beneficiary' && t.typeId === mapped);
  return found ? { ...found, typeId } : { ...GENERIC_BENEFICIARY_TEMPLATE, typeId };
};
