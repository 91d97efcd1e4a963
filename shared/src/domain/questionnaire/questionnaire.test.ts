import {
  answersToData,
  changedAnswerKeys,
  DEFAULT_TEMPLATES,
  defaultTemplate,
  FIELD_KEY_PATTERN,
  isFieldVisible,
  isQuestionnaireFieldRequired,
  issueRuleOf,
  pruneAnswers,
  templateSections,
  validateAnswers,
  ZQuestionnaireTemplateBody,
  type TAnswers,
  type TQuestionnaireField,
} from './index';

const field = (over: Partial<TQuestionnaireField> = {}): TQuestionnaireField => ({
  key: 'beneficiary.name.first',
  label: 'First Name',
  section: 'Personal',
  type: 'text',
  ...over,
});

describe('SPEC §5 required rule', () => {
  // "A field is required when a field-level flag forces it. It is not required when a not-required
  // flag is set. Otherwise it follows the template's required flag (true or 'true')."
  it.each<[string, Partial<TQuestionnaireField>, boolean]>([
    ['field-level flag forces, template says false', { isRequired: true, required: false }, true],
    ['field-level flag forces even with the not-required flag', { isRequired: true, notRequired: true }, true],
    ['not-required flag frees a template-required field', { notRequired: true, required: true }, false],
    ["not-required flag frees a template 'true'", { notRequired: true, required: 'true' }, false],
    ['template required true', { required: true }, true],
    ["template required 'true'", { required: 'true' }, true],
    ['template required false', { required: false }, false],
    ["template required 'false'", { required: 'false' }, false],
    ['no flag at all', {}, false],
  ])('%s', (_name, flags, expected) => {
    expect(isQuestionnaireFieldRequired(field(flags))).toBe(expected);
  });
});

describe('validateAnswers messages', () => {
  const t = { fields: [field({ required: true })] };
  it("answers 'Please fill {field} .' for a required field left blank", () => {
    expect(validateAnswers(t, {}).issues).toEqual([
      { key: 'beneficiary.name.first', message: 'Please fill First Name .', rule: 'required' },
    ]);
    expect(validateAnswers(t, { 'beneficiary.name.first': '   ' }).issues[0]?.message).toBe('Please fill First Name .');
  });
  it("answers '*{field} is required' in the star variant", () => {
    expect(validateAnswers(t, {}, { requiredMessage: 'star' }).issues[0]?.message).toBe('*First Name is required');
  });
  it('passes when answered, and an optional blank field passes', () => {
    expect(validateAnswers(t, { 'beneficiary.name.first': 'Ananya' })).toEqual({ ok: true, issues: [] });
    expect(validateAnswers({ fields: [field({ required: false })] }, {}).ok).toBe(true);
  });
  it("a required file field wants a document: '{field} is required'", () => {
    const f = {
      fields: [field({ key: 'beneficiary.passport.copy', label: 'Passport copy', type: 'file', required: true })],
    };
    expect(validateAnswers(f, { 'beneficiary.passport.copy': [] }).issues[0]?.message).toBe(
      'Passport copy is required',
    );
    expect(validateAnswers(f, { 'beneficiary.passport.copy': [{ key: 't/x/a.pdf', name: 'a.pdf' }] }).ok).toBe(true);
  });
  it('an unticked required single checkbox counts as blank', () => {
    const f = { fields: [field({ key: 'x.ok', label: 'Consent', type: 'checkbox', isRequired: true })] };
    expect(validateAnswers(f, { 'x.ok': false }).issues[0]?.message).toBe('Please fill Consent .');
    expect(validateAnswers(f, { 'x.ok': true }).ok).toBe(true);
  });
});

describe('type checks', () => {
  const options = [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ];
  it.each<[string, Partial<TQuestionnaireField>, TAnswers[string], string | null]>([
    ['valid e-mail', { type: 'email', label: 'Email' }, 'a@b.co', null],
    ['bad e-mail', { type: 'email', label: 'Email' }, 'a@b', 'The Email field must be a valid email'],
    ['valid phone', { type: 'phone', label: 'Phone' }, '+1 202 555 0143', null],
    ['bad phone', { type: 'phone', label: 'Phone' }, '12', 'Phone is not a valid phone number'],
    ['ISO date', { type: 'date' }, '2026-02-28', null],
    ['US date', { type: 'date' }, '02/28/2026', null],
    ['impossible date', { type: 'date' }, '2026-02-30', 'Date must be a valid format (MM/DD/YYYY)'],
    ['number', { type: 'number', label: 'Hours' }, '40', null],
    ['not a number', { type: 'number', label: 'Hours' }, 'forty', 'The Hours field must contain only digits.'],
    ['over the maximum', { type: 'number', max: 40 }, 41, 'Field value must be less than or equal to 40'],
    ['under the minimum', { type: 'number', min: 1 }, 0, 'Minimum value 1 is required'],
    ['option', { type: 'radio', options, label: 'Choice' }, 'yes', null],
    ['not an option', { type: 'select', options, label: 'Choice' }, 'maybe', 'Please fill Choice .'],
    ['checked options', { type: 'checkbox', options }, ['yes', 'no'], null],
    ['unknown checked option', { type: 'checkbox', options, label: 'Boxes' }, ['x'], 'Please fill Boxes .'],
  ])('%s', (_name, over, value, message) => {
    const f = field({ ...over, key: 'a.b', required: false });
    const r = validateAnswers({ fields: [f] }, { 'a.b': value });
    expect(r.issues[0]?.message ?? null).toBe(message);
  });
});

describe('issue rules (for pages in other languages)', () => {
  it.each([
    [{ type: 'email', label: 'Mail' }, 'x', 'email', undefined],
    [{ type: 'phone', label: 'Phone' }, '12', 'phone', undefined],
    [{ type: 'date' }, '2026-02-30', 'date', undefined],
    [{ type: 'number', label: 'Hours' }, 'forty', 'digitsOnly', undefined],
    [{ type: 'number', max: 40 }, 41, 'max', 40],
    [{ type: 'number', min: 1 }, 0, 'min', 1],
    [{ type: 'select', options: [{ value: 'a', label: 'A' }] }, 'b', 'required', undefined],
  ] as const)('%j → %s', (over, value, rule, n) => {
    const f = field({ ...over, key: 'a.b', required: false } as Partial<TQuestionnaireField>);
    const issue = validateAnswers({ fields: [f] }, { 'a.b': value as never }).issues[0]!;
    expect(issue.rule).toBe(rule);
    expect(issue.n).toBe(n);
  });
  it('names the required rules, star and documents included', () => {
    const f = field({ required: true });
    expect(validateAnswers({ fields: [f] }, {}, { requiredMessage: 'star' }).issues[0]?.rule).toBe('requiredStar');
    const file = field({ key: 'a.f', type: 'file', required: true });
    expect(validateAnswers({ fields: [file] }, {}).issues[0]?.rule).toBe('documentsRequired');
    expect(issueRuleOf(f, 'something else')).toEqual({ rule: 'invalid' });
  });
});

describe('conditions', () => {
  const inUs = field({
    key: 'b.inUs',
    label: 'In US',
    type: 'radio',
    required: true,
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  });
  const i94 = field({ key: 'b.i94', label: 'I-94', required: true, conditions: [{ key: 'b.inUs', equals: ['yes'] }] });
  const t = { fields: [inUs, i94] };
  it('a hidden field is neither shown nor required', () => {
    expect(isFieldVisible(i94, { 'b.inUs': 'no' })).toBe(false);
    expect(validateAnswers(t, { 'b.inUs': 'no' }).ok).toBe(true);
  });
  it('a shown field follows the required rule', () => {
    expect(isFieldVisible(i94, { 'b.inUs': 'yes' })).toBe(true);
    expect(validateAnswers(t, { 'b.inUs': 'yes' }).issues).toEqual([
      { key: 'b.i94', message: 'Please fill I-94 .', rule: 'required' },
    ]);
  });
  it('pruneAnswers drops hidden and unknown keys', () => {
    expect(pruneAnswers(t, { 'b.inUs': 'no', 'b.i94': '123', 'other.key': 'x' })).toEqual({ 'b.inUs': 'no' });
  });
  it('validates one section at a time', () => {
    const two = {
      fields: [field({ required: true }), field({ key: 'c.d', label: 'City', section: 'Address', required: true })],
    };
    expect(validateAnswers(two, {}, { section: 'Address' }).issues.map((i) => i.key)).toEqual(['c.d']);
  });
});

describe('template schema', () => {
  it('refuses duplicate keys, option fields without options and conditions on unknown keys', () => {
    const r = ZQuestionnaireTemplateBody.safeParse({
      name: 'T',
      fields: [
        field({ key: 'a.b' }),
        field({ key: 'a.b' }),
        field({ key: 'c', type: 'select', options: [] }),
        field({ key: 'd', conditions: [{ key: 'zz', equals: ['1'] }] }),
      ],
    });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'The key a.b is used twice',
        'First Name needs at least one option',
        'First Name depends on an unknown field zz',
      ]),
    );
  });
  it('refuses keys that are not data paths', () => {
    expect(ZQuestionnaireTemplateBody.safeParse({ name: 'T', fields: [field({ key: 'bad key' })] }).success).toBe(
      false,
    );
  });
});

describe('default templates', () => {
  it.each(DEFAULT_TEMPLATES.map((t) => [t.name, t] as const))('%s is a valid template with data-path keys', (_n, t) => {
    expect(ZQuestionnaireTemplateBody.safeParse({ name: t.name, fields: t.fields }).success).toBe(true);
    for (const f of t.fields) expect(f.key).toMatch(FIELD_KEY_PATTERN);
    expect(templateSections(t.fields).length).toBeGreaterThan(2);
  });
  it('cover H-1B, H-4, L-1, I-130, sponsor, petitioner and investor', () => {
    expect(defaultTemplate('beneficiary', 1).name).toBe('H-1B beneficiary questionnaire');
    expect(defaultTemplate('beneficiary', 4).name).toBe('H-4 dependent questionnaire');
    expect(defaultTemplate('beneficiary', 5).name).toBe('H-4 dependent questionnaire');
    expect(defaultTemplate('beneficiary', 2).name).toBe('L-1 beneficiary questionnaire');
    expect(defaultTemplate('beneficiary', 7).name).toBe('I-130 beneficiary questionnaire');
    expect(defaultTemplate('beneficiary', 10).name).toBe('Beneficiary questionnaire');
    expect(defaultTemplate('sponsor', null).fields.some((f) => f.key === 'sponsor.income.annual')).toBe(true);
    expect(defaultTemplate('petitioner', null).fields.some((f) => f.key === 'petitioner.fein')).toBe(true);
    expect(defaultTemplate('investor', null).fields.some((f) => f.key === 'investor.investment.amount')).toBe(true);
  });
  it('the H-1B template holds the paths the I-129 mapping reads', () => {
    const keys = defaultTemplate('beneficiary', 1).fields.map((f) => f.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'beneficiary.passport.number',
        'beneficiary.name.last',
        'beneficiary.dateOfBirth',
        'employment.jobTitle',
        'employment.wage.amount',
      ]),
    );
  });
  it('a blank H-1B questionnaire asks for the passport number with the spec message', () => {
    const r = validateAnswers(defaultTemplate('beneficiary', 1), {});
    expect(r.issues).toContainEqual({
      key: 'beneficiary.passport.number',
      message: 'Please fill Passport number .',
      rule: 'required',
    });
  });
});

describe('answers helpers', () => {
  it('answersToData nests dotted keys', () => {
    expect(answersToData({ 'beneficiary.passport.number': 'X1', 'beneficiary.name.first': 'A', top: 1 })).toEqual({
      beneficiary: { passport: { number: 'X1' }, name: { first: 'A' } },
      top: 1,
    });
  });
  it('changedAnswerKeys lists what differs', () => {
    expect(changedAnswerKeys({ a: '1', b: '2' }, { a: '1', b: '3', c: 'x' })).toEqual(['b', 'c']);
  });
});

describe('issue 20 point 6: messages name the field, formats as on the staff side', () => {
  it("says 'Please fill {name} .' with the field's name, never its question", () => {
    const refusal = defaultTemplate('beneficiary', 1).fields.find((f) => f.key === 'beneficiary.priorVisaDenialDetails')!;
    const issues = validateAnswers({ fields: [refusal] }, { 'beneficiary.priorVisaDenial': 'yes' }).issues;
    expect(issues[0]?.message).toBe('Please fill Explanation of the refusal .');
    // A question without a name: a name made from its key.
    const asked = field({ key: 'beneficiary.h1bHistory.employerNames', label: 'Which employers filed for you?', required: true });
    expect(validateAnswers({ fields: [asked] }, {}).issues[0]?.message).toBe('Please fill Employer names .');
    const told = field({ key: 'a.why', label: 'Please tell us why', required: true, name: 'Reason' });
    expect(validateAnswers({ fields: [told] }, {}).issues[0]?.message).toBe('Please fill Reason .');
    // A label that is a name stays the name.
    expect(validateAnswers({ fields: [field({ label: 'Passport number', required: true })] }, {}).issues[0]?.message).toBe(
      'Please fill Passport number .',
    );
  });

  it('checks receipt numbers and that an end date comes after its start date', () => {
    const receipt = field({ key: 'principal.receiptNumber', label: 'Receipt number of the principal’s H-1B' });
    expect(validateAnswers({ fields: [receipt] }, { 'principal.receiptNumber': 'EAC26' }).issues).toEqual([
      { key: 'principal.receiptNumber', message: 'Receipt Number must be 3 letters followed by 10 digits (e.g. EAC2612345678)', rule: 'invalid' },
    ]);
    expect(validateAnswers({ fields: [receipt] }, { 'principal.receiptNumber': 'eac-26 123 45678' }).ok).toBe(true);

    const start = field({ key: 'employment.startDate', label: 'Intended start date', type: 'date' });
    const end = field({ key: 'employment.endDate', label: 'Intended end date', type: 'date' });
    const check = (from: string, to: string) =>
      validateAnswers({ fields: [start, end] }, { 'employment.startDate': from, 'employment.endDate': to }).issues;
    expect(check('2026-10-01', '2026-09-30')).toEqual([
      { key: 'employment.endDate', message: 'Intended end date must be after the intended start date', rule: 'invalid' },
    ]);
    expect(check('2026-10-01', '2026-10-01')).toHaveLength(1);
    expect(check('2026-10-01', '2029-09-30')).toEqual([]);
  });
});
