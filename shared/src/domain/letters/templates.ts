import type { RichTextBlock, RichTextDoc, RichTextInline, RichTextText } from './rich-text';

/*
 * The letter kinds and the default templates a firm starts with (docs/letters.md). The texts are
 * starting points an attorney adapts: they cite the regulations the letters answer to and leave
 * case facts to placeholders. A firm's edits live in its own template rows; "Reset to default"
 * puts this text back.
 */

export const LETTER_KINDS = ['support_letter', 'employer_letter', 'offer_letter', 'rfe_cover_letter', 'other'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

export const LETTER_KIND_LABELS: Record<LetterKind, string> = {
  support_letter: 'Support letter',
  employer_letter: 'Employment verification letter',
  offer_letter: 'Offer letter',
  rfe_cover_letter: 'RFE response cover letter',
  other: 'Other letter',
};

type Seg = string | RichTextText;
const b = (text: string): RichTextText => ({ type: 'text', text, marks: [{ type: 'bold' }] });
const u = (text: string): RichTextText => ({ type: 'text', text, marks: [{ type: 'underline' }] });
const inline = (segs: Seg[]): RichTextInline[] =>
  segs.filter((s) => s !== '').map((s) => (typeof s === 'string' ? { type: 'text', text: s } : s));
const p = (...segs: Seg[]): RichTextBlock => {
  const content = inline(segs);
  return content.length ? { type: 'paragraph', content } : { type: 'paragraph' };
};
/** One paragraph, one line per argument (hard breaks): addresses, signature blocks, "Re:" lines. */
const lines = (...rows: Seg[][]): RichTextBlock => ({
  type: 'paragraph',
  content: rows.flatMap((r, i) => [...(i ? [{ type: 'hardBreak' } as const] : []), ...inline(r)]),
});
const h = (text: string): RichTextBlock => ({
  type: 'heading',
  attrs: { level: 2 },
  content: [{ type: 'text', text }],
});
const item = (...segs: Seg[]) => ({ type: 'listItem' as const, content: [p(...segs)] });
const ul = (...items: Seg[][]): RichTextBlock => ({ type: 'bulletList', content: items.map((s) => item(...s)) });
const ol = (...items: Seg[][]): RichTextBlock => ({
  type: 'orderedList',
  attrs: { start: 1 },
  content: items.map((s) => item(...s)),
});
const doc = (...content: RichTextBlock[]): RichTextDoc => ({ type: 'doc', content });

const employerSignature = lines(
  ['Sincerely,'],
  [''],
  [''],
  ['{{petitioner.signer.fullName}}'],
  ['{{petitioner.signer.title}}'],
  ['{{petitioner.name}}'],
);

const SUPPORT_LETTER = doc(
  p('{{today}}'),
  lines(['U.S. Department of Homeland Security'], ['U.S. Citizenship and Immigration Services']),
  lines(
    [b('Re: '), 'Form I-129, Petition for a Nonimmigrant Worker — H-1B Specialty Occupation'],
    [b('Petitioner: '), '{{petitioner.name}}'],
    [b('Beneficiary: '), '{{beneficiary.fullName}}'],
    [b('Position: '), '{{employment.jobTitle}}'],
  ),
  p('Dear Sir or Madam:'),
  p(
    '{{petitioner.name}} (the "Company") respectfully submits this letter in support of its petition to employ {{beneficiary.fullName}} temporarily in H-1B status as a {{employment.jobTitle}} from {{employment.startDate}} to {{employment.endDate}}.',
  ),
  h('The Company'),
  p(
    'The Company was established in {{petitioner.yearEstablished}} and is engaged in {{petitioner.businessType}}. Its offices are at {{petitioner.address}}. The Company currently employs {{petitioner.employeesCount}} people and reported gross annual income of {{petitioner.grossIncome}}. Its Federal Employer Identification Number is {{petitioner.fein}}.',
  ),
  h('The Position'),
  p(
    'The Company offers {{beneficiary.fullName}} the full-time position of {{employment.jobTitle}} (SOC code {{employment.socCode}}). In this role, {{beneficiary.firstName}} will perform the following duties:',
  ),
  p('{{employment.duties}}'),
  h('A Specialty Occupation'),
  p(
    'The position is a specialty occupation within the meaning of 8 C.F.R. § 214.2(h)(4)(ii). It requires the theoretical and practical application of a body of highly specialized knowledge, and the attainment of at least a bachelor’s degree, or its equivalent, in a specific specialty as the minimum for entry into the occupation. The Company normally requires such a degree for this position, and its duties are so specialized and complex that the knowledge needed to perform them is usually associated with a bachelor’s or higher degree in a directly related field.',
  ),
  h('The Beneficiary’s Qualifications'),
  p(
    '{{beneficiary.fullName}} holds a {{beneficiary.degree}} in {{beneficiary.fieldOfStudy}} from {{beneficiary.university}}, and is fully qualified to perform the duties of the position, as the enclosed diploma, transcripts and credential evaluation show.',
  ),
  h('Terms of Employment'),
  ul(
    [b('Work site: '), '{{employment.worksite}}'],
    [b('Schedule: '), 'full-time, {{employment.hoursPerWeek}} hours per week'],
    [
      b('Wage: '),
      '{{employment.wage.amount}} {{employment.wage.per}}, which is at least the higher of the prevailing wage and the actual wage paid to similarly employed workers, as attested in the certified Labor Condition Application',
    ],
    [b('Period requested: '), '{{employment.startDate}} to {{employment.endDate}}'],
  ),
  p(
    'The Company will comply with the terms of the Labor Condition Application for the entire period of employment and, should it dismiss the beneficiary before the end of the authorized period of stay, will pay the reasonable costs of return transportation as required by 8 C.F.R. § 214.2(h)(4)(iii)(E).',
  ),
  p(
    'For these reasons, we respectfully request that the petition be approved. Please direct any questions to our counsel, {{attorney.fullName}} of {{firm.name}}, at {{attorney.email}}.',
  ),
  employerSignature,
);

const EMPLOYER_LETTER = doc(
  p('{{today}}'),
  p('To Whom It May Concern:'),
  lines([b('Re: '), 'Employment verification for {{beneficiary.fullName}}']),
  p(
    'This letter confirms that {{beneficiary.fullName}} is employed by {{petitioner.name}} as a {{employment.jobTitle}}. The employment began on {{employment.startDate}} and continues as of the date of this letter.',
  ),
  p(
    'The position is full-time, {{employment.hoursPerWeek}} hours per week, and {{beneficiary.firstName}}’s current salary is {{employment.wage.amount}} {{employment.wage.per}}.',
  ),
  p('{{beneficiary.firstName}}’s principal duties are:'),
  p('{{employment.duties}}'),
  p(
    'This letter is provided at the employee’s request for immigration purposes. To verify the information above, please contact me at {{petitioner.signer.phone}} or {{petitioner.signer.email}}.',
  ),
  employerSignature,
);

const OFFER_LETTER = doc(
  p('{{today}}'),
  lines(['{{beneficiary.fullName}}'], ['{{beneficiary.usAddress}}']),
  lines([b('Re: '), 'Offer of employment — {{employment.jobTitle}}']),
  p('Dear {{beneficiary.firstName}}:'),
  p(
    'On behalf of {{petitioner.name}} (the "Company"), I am pleased to offer you the position of {{employment.jobTitle}}. The terms of this offer are:',
  ),
  ul(
    [
      b('Start date: '),
      '{{employment.startDate}}, or the date your work authorization with the Company takes effect, whichever is later',
    ],
    [b('Work location: '), '{{employment.worksite}}'],
    [
      b('Salary: '),
      '{{employment.wage.amount}} {{employment.wage.per}}, paid on the Company’s regular payroll schedule and subject to applicable withholdings',
    ],
    [b('Schedule: '), 'full-time, {{employment.hoursPerWeek}} hours per week'],
    [
      b('Benefits: '),
      'the health, retirement and paid-leave benefits the Company offers employees in comparable positions',
    ],
  ),
  p(
    'This offer is contingent on your obtaining and keeping authorization to work in the United States, including the approval of any H-1B petition the Company files on your behalf, and on the satisfactory completion of the Company’s standard pre-employment checks. Employment with the Company is at will: either you or the Company may end it at any time, with or without cause or notice.',
  ),
  p(
    'To accept this offer, please sign below and return a copy of this letter to me. We look forward to welcoming you to the team.',
  ),
  employerSignature,
  lines(
    [u('Accepted:')],
    [''],
    ['______________________________'],
    ['{{beneficiary.fullName}}'],
    ['Date: ______________'],
  ),
);

const RFE_COVER_LETTER = doc(
  p('{{today}}'),
  lines(['U.S. Department of Homeland Security'], ['U.S. Citizenship and Immigration Services']),
  lines(
    [b('Re: '), 'Response to Request for Evidence'],
    [b('Receipt number: '), '{{case.receiptNumber}}'],
    [b('Classification: '), '{{case.typeName}}'],
    [b('Petitioner: '), '{{petitioner.name}}'],
    [b('Beneficiary: '), '{{beneficiary.fullName}}'],
  ),
  p('Dear Sir or Madam:'),
  p(
    'On behalf of the petitioner, {{petitioner.name}}, we respectfully submit the enclosed response to the Request for Evidence issued for the above petition. As the notice instructs, the original Request for Evidence is placed on top of this response.',
  ),
  p('The response is organized as follows:'),
  ol(
    ['The original Request for Evidence'],
    ['This cover letter and the index of exhibits'],
    ['The petitioner’s letter addressing each issue the Request for Evidence raises'],
    ['Supporting exhibits, tabbed and listed in the index'],
  ),
  p(
    'The enclosed evidence establishes, by a preponderance of the evidence, that the petition meets every requirement for the classification sought. We respectfully request that the petition be approved.',
  ),
  p('Should you need any further information, please contact the undersigned at {{attorney.email}} or {{firm.phone}}.'),
  lines(
    ['Respectfully submitted,'],
    [''],
    [''],
    ['{{attorney.fullName}}'],
    ['Attorney for the Petitioner'],
    ['{{firm.name}}'],
    ['{{firm.address}}'],
  ),
);

export interface DefaultLetterTemplate {
  kind: Exclude<LetterKind, 'other'>;
  name: string;
  /** Name of the default letter category it is filed under. */
  category: string;
  /** Case types it is offered for (empty: every type). */
  caseTypeIds: readonly number[];
  /** Print the firm's letterhead (false for letters the employer signs on its own paper). */
  letterhead: boolean;
  body: RichTextDoc;
}

/** The four default templates every firm starts with. */
export const DEFAULT_LETTER_TEMPLATES: readonly DefaultLetterTemplate[] = [
  {
    kind: 'support_letter',
    name: 'H-1B support letter',
    category: 'Support letters',
    caseTypeIds: [1],
    letterhead: false,
    body: SUPPORT_LETTER,
  },
  {
    kind: 'employer_letter',
    name: 'Employment verification letter',
    category: 'Employment letters',
    caseTypeIds: [],
    letterhead: false,
    body: EMPLOYER_LETTER,
  },
  {
    kind: 'offer_letter',
    name: 'Offer letter',
    category: 'Employment letters',
    caseTypeIds: [1, 2],
    letterhead: false,
    body: OFFER_LETTER,
  },
  {
    kind: 'rfe_cover_letter',
    name: 'RFE response cover letter',
    category: 'RFE responses',
    caseTypeIds: [],
    letterhead: true,
    body: RFE_COVER_LETTER,
  },
];

export const defaultLetterTemplate = (kind: string): DefaultLetterTemplate | undefined =>
  DEFAULT_LETTER_TEMPLATES.find((t) => t.kind === kind);

/** A new template's body when it does not start from a default. */
export const BLANK_LETTER: RichTextDoc = doc(p('{{today}}'), p('Dear Sir or Madam:'), p(''));
