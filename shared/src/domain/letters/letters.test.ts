import {
  addressLine,
  canAddFormGroup,
  DEFAULT_LETTER_CATEGORIES,
  DEFAULT_LETTER_TEMPLATES,
  docFromText,
  docToText,
  formGroupIssues,
  formGroupLimitMessage,
  LETTER_PLACEHOLDERS,
  longDate,
  missingPlaceholdersMessage,
  placeholdersIn,
  resolveLetter,
  resolvePlaceholder,
  RICH_TEXT_TOO_DEEP,
  RICH_TEXT_TOO_LARGE,
  sampleLetter,
  unknownPlaceholderMessage,
  unknownPlaceholders,
  ZRichTextDoc,
  type LetterSourceData,
  type RichTextDoc,
} from './index';

const data = (over: Partial<LetterSourceData> = {}): LetterSourceData => ({
  case: {
    caseNumber: 'H1B-2026-00042',
    typeName: 'H-1B',
    receiptNumber: null,
    validityFrom: '2026-10-01',
    validityTo: '2029-09-30',
    title: 'Data engineer petition',
    data: {},
  },
  petitioner: {
    name: 'Northwind Analytics Inc.',
    employeesCount: 1250,
    grossIncome: '14500000',
    mailingAddress: {
      line1: '500 Market St',
      line2: 'Suite 200',
      city: 'San Francisco',
      state: 'California',
      usZip: '94105',
      country: { id: 231, name: 'United States' },
    },
    signer: { firstName: 'Dana', lastName: 'Whitfield', title: 'Director', fullName: 'Dana Whitfield' },
  },
  beneficiary: {
    firstName: 'Ananya',
    lastName: 'Iyer',
    fullName: 'Ananya Iyer',
    citizenshipCountryId: 101,
    dateOfBirth: '1994-03-04',
  },
  questionnaire: {
    employment: { jobTitle: 'Senior Data Engineer', wage: { amount: 145000, per: 'year' } },
    jobTitle: 'Old flat title',
  },
  firm: { name: 'Demo Immigration Law LLP' },
  attorney: { fullName: 'Jordan Ellis' },
  today: '2026-11-22',
  ...over,
});

const para = (...texts: (string | { text: string; bold?: boolean })[]): RichTextDoc => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: texts.map((t) =>
        typeof t === 'string'
          ? { type: 'text' as const, text: t }
          : { type: 'text' as const, text: t.text, ...(t.bold ? { marks: [{ type: 'bold' as const }] } : {}) },
      ),
    },
  ],
});

describe('letter placeholders', () => {
  it('the catalogue has unique keys and covers the brief’s placeholders', () => {
    const keys = LETTER_PLACEHOLDERS.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of [
      'beneficiary.fullName',
      'petitioner.name',
      'petitioner.signer.fullName',
      'case.caseNumber',
      'case.receiptNumber',
      'employment.jobTitle',
      'employment.wage.amount',
      'today',
    ])
      expect(keys).toContain(k);
  });

  it('resolves values with the letter formats', () => {
    const d = data();
    const lookups = { countryName: (id: number) => (id === 101 ? 'India' : null) };
    expect(resolvePlaceholder('beneficiary.fullName', d)).toBe('Ananya Iyer');
    expect(resolvePlaceholder('today', d)).toBe('November 22, 2026');
    expect(resolvePlaceholder('beneficiary.dateOfBirth', d)).toBe('March 4, 1994');
    expect(resolvePlaceholder('beneficiary.citizenship', d, lookups)).toBe('India');
    expect(resolvePlaceholder('petitioner.grossIncome', d)).toBe('$14,500,000.00');
    expect(resolvePlaceholder('petitioner.employeesCount', d)).toBe('1,250');
    expect(resolvePlaceholder('petitioner.address', d)).toBe(
      '500 Market St, Suite 200, San Francisco, California 94105',
    );
    expect(resolvePlaceholder('employment.wage.amount', d)).toBe('$145,000.00');
    expect(resolvePlaceholder('employment.wage.per', d)).toBe('per year');
    // Nested questionnaire answers win over the older flat keys and case data.
    expect(resolvePlaceholder('employment.jobTitle', d)).toBe('Senior Data Engineer');
    expect(resolvePlaceholder('employment.jobTitle', data({ questionnaire: {} }))).toBe('Data engineer petition');
    expect(resolvePlaceholder('employment.startDate', d)).toBe('October 1, 2026');
    expect(resolvePlaceholder('case.receiptNumber', d)).toBeNull();
    expect(resolvePlaceholder('nope', d)).toBeNull();
  });

  it('formats dates and addresses defensively', () => {
    expect(longDate('2026-02-30x')).toBe('February 30, 2026');
    expect(longDate('2026-13-01')).toBeNull();
    expect(longDate('tomorrow')).toBeNull();
    expect(addressLine({ street: '1 Main St', city: 'Pune', zip: '411001', country: 'India' })).toBe(
      '1 Main St, Pune, 411001, India',
    );
    expect(addressLine({})).toBeNull();
  });

  it('finds placeholders across differently marked text nodes and refuses unknown ones', () => {
    const doc = para(
      'Dear {{ beneficiary.',
      { text: 'firstName}}', bold: true },
      ', re {{case.nope}} and {{beneficiary.fullName}}',
    );
    expect(placeholdersIn(doc)).toEqual(['beneficiary.firstName', 'case.nope', 'beneficiary.fullName']);
    expect(unknownPlaceholders(doc)).toEqual(['case.nope']);
    expect(unknownPlaceholderMessage(['case.nope'])).toBe(
      'Unknown placeholder {{case.nope}}. Insert placeholders from the "Insert placeholder" menu.',
    );
    expect(unknownPlaceholderMessage(['a', 'b'])).toContain('Unknown placeholders {{a}}, {{b}}');
  });

  it('substitutes values, keeps marks, and leaves missing ones listed and in place', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        para('Dear ', { text: '{{beneficiary.firstName}}', bold: true }, ':').content[0]!,
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [para('Receipt {{case.receiptNumber}}; wage {{employment.wage.amount}}').content[0]!],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '{{today}}' },
            { type: 'hardBreak' },
            { type: 'text', text: '{{petitioner.name}}' },
          ],
        },
      ],
    };
    const r = resolveLetter(doc, data());
    expect(r.doc.content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Dear ' },
        { type: 'text', text: 'Ananya', marks: [{ type: 'bold' }] },
        { type: 'text', text: ':' },
      ],
    });
    expect(docToText(r.doc)).toBe(
      'Dear Ananya:\n\n• Receipt {{case.receiptNumber}}; wage $145,000.00\n\nNovember 22, 2026\nNorthwind Analytics Inc.',
    );
    expect(r.missing).toEqual([{ key: 'case.receiptNumber', label: 'USCIS receipt number' }]);
    expect(r.unknown).toEqual([]);
    expect(missingPlaceholdersMessage(['case.receiptNumber'])).toBe(
      'Fill in or remove before generating: USCIS receipt number ({{case.receiptNumber}}).',
    );
  });

  it('a placeholder split across marks takes the first part’s marks', () => {
    const r = resolveLetter(para({ text: '{{petitioner.', bold: true }, 'name}} rest'), data());
    expect(r.doc.content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Northwind Analytics Inc.', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' rest' },
      ],
    });
  });

  it('sample letters fill every placeholder with its example', () => {
    const s = sampleLetter(DEFAULT_LETTER_TEMPLATES[0]!.body);
    expect(placeholdersIn(s)).toEqual([]);
    expect(docToText(s)).toContain('Ananya R. Iyer');
  });
});

describe('rich text schema', () => {
  it('accepts every default template and only known placeholders in them', () => {
    expect(DEFAULT_LETTER_TEMPLATES.map((t) => t.kind)).toEqual([
      'support_letter',
      'employer_letter',
      'offer_letter',
      'rfe_cover_letter',
    ]);
    for (const t of DEFAULT_LETTER_TEMPLATES) {
      expect(ZRichTextDoc.safeParse(t.body).success).toBe(true);
      expect(unknownPlaceholders(t.body)).toEqual([]);
      expect(DEFAULT_LETTER_CATEGORIES.some((c) => c.name === t.category && c.kind === 'letter')).toBe(true);
    }
    expect(docToText(DEFAULT_LETTER_TEMPLATES[0]!.body)).toContain('8 C.F.R. § 214.2(h)(4)(ii)');
  });

  it('refuses unknown nodes and marks, oversized and deeply nested documents', () => {
    expect(ZRichTextDoc.safeParse({ type: 'doc', content: [{ type: 'image', attrs: { src: 'x' } }] }).success).toBe(
      false,
    );
    expect(ZRichTextDoc.safeParse(para({ text: 'x' })).success).toBe(true);
    const linked = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link' }] }] }],
    };
    expect(ZRichTextDoc.safeParse(linked).success).toBe(false);
    const big = ZRichTextDoc.safeParse(
      docFromText(
        'x'.repeat(15_000) +
          '\n' +
          'y'.repeat(15_000) +
          '\n'.repeat(1) +
          'z'.repeat(15_000) +
          ('\n' + 'w'.repeat(15_000)).repeat(12),
      ),
    );
    expect(big.success).toBe(false);
    expect(big.error?.issues[0]?.message).toBe(RICH_TEXT_TOO_LARGE);
    let deep: unknown = { type: 'paragraph', content: [{ type: 'text', text: 'x' }] };
    for (let i = 0; i < 40; i++) deep = { type: 'bulletList', content: [{ type: 'listItem', content: [deep] }] };
    const d = ZRichTextDoc.safeParse({ type: 'doc', content: [deep] });
    expect(d.success).toBe(false);
    expect(d.error?.issues[0]?.message).toBe(RICH_TEXT_TOO_DEEP);
  });

  it('strips attributes the editor adds that the letter does not use', () => {
    const r = ZRichTextDoc.parse({
      type: 'doc',
      content: [
        {
          type: 'orderedList',
          attrs: { start: 1, type: null },
          content: [{ type: 'listItem', content: [{ type: 'paragraph', attrs: { textAlign: null } }] }],
        },
      ],
    });
    expect(r).toEqual({
      type: 'doc',
      content: [
        { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
      ],
    });
  });
});

describe('form groups', () => {
  it('allows up to 8 groups per case type, with a clear message for the ninth', () => {
    expect(canAddFormGroup(7)).toBe(true);
    expect(canAddFormGroup(8)).toBe(false);
    expect(formGroupLimitMessage(1)).toBe(
      'H-1B already has 8 form groups, the most a case type can have. Delete or reuse one of them.',
    );
  });

  it('checks forms against the registry, duplicates and emptiness', () => {
    expect(formGroupIssues({ name: 'Packet', caseTypeId: 1, formCodes: ['I-129'], templateIds: [] })).toEqual([]);
    expect(
      formGroupIssues({ name: ' ', caseTypeId: 99, formCodes: ['I-999', 'I-129', 'i-129'], templateIds: ['a', 'a'] }),
    ).toEqual([
      { path: 'name', message: 'Please give the group a name.' },
      { path: 'caseTypeId', message: 'Unknown case type.' },
      { path: 'formCodes.0', message: 'I-999 is not one of the forms that can be filled in.' },
      { path: 'formCodes', message: 'A form is listed twice.' },
      { path: 'templateIds', message: 'A letter is listed twice.' },
    ]);
    expect(formGroupIssues({ name: 'Empty', caseTypeId: 1, formCodes: [], templateIds: [] })).toEqual([
      { path: 'formCodes', message: 'Pick at least one form or letter.' },
    ]);
  });
});
