import { CASE_TYPES } from '../cases/case-types';
import { defaultWorkflow, type Workflow, type WorkflowActivity } from '../cases/workflow';
import { diffWorkflows, isEmptyDiff, moveStep, validateWorkflowDesign } from './rules';

const h1b = defaultWorkflow(1, 1);
const edit = (fn: (acts: WorkflowActivity[]) => WorkflowActivity[]): Workflow => ({
  ...h1b,
  activities: fn(h1b.activities.map((a) => ({ ...a }))),
});
const idx = (code: string) => h1b.activities.findIndex((a) => a.code === code);
const patch = (code: string, over: Partial<WorkflowActivity>) =>
  edit((acts) => acts.map((a) => (a.code === code ? { ...a, ...over } : a)));
const swap = (a: string, b: string) => edit((acts) => moveStep(acts, idx(a), idx(b)));

describe('validateWorkflowDesign', () => {
  it.each(CASE_TYPES.flatMap((t) => [1, 2].map((tenantType) => [t.name, tenantType, t.id] as const)))(
    'the default workflow of %s (tenant type %i) is valid',
    (_name, tenantType, typeId) => {
      expect(validateWorkflowDesign(defaultWorkflow(tenantType, typeId))).toEqual([]);
    },
  );

  it.each([
    [
      'a required step without editors',
      patch('FILING_FEE', { editors: [] }),
      '"Filing Fee Invoice" needs action but nobody may edit it: add at least one editor.',
    ],
    ['LCA submit before its request', swap('LCA_SUBMIT', 'LCA_REQUEST'), '"LCA Submit" must come after "LCA Request".'],
    [
      'LCA submit without its request',
      edit((acts) => acts.filter((a) => a.code !== 'LCA_REQUEST')),
      '"LCA Submit" needs "LCA Request", which is not in the workflow.',
    ],
    ['create case not first', swap('CREATE_CASE', 'SUBMIT_BY_BENEFICIARY'), '"Create Case" must be the first step.'],
    [
      'filing to USCIS before the fee',
      swap('SUBMIT_TO_USCIS', 'FILING_FEE'),
      '"Submit to USCIS" must come after "Filing Fee Invoice".',
    ],
    [
      'receipt before filing',
      swap('UPDATE_USCIS_RECEIPT_NUMBER', 'SUBMIT_TO_USCIS'),
      '"USCIS Receipt Number" must come after "Submit to USCIS".',
    ],
    [
      'signers before the request',
      swap('DOCUMENT_SIGNERS', 'REQUEST_PETITIONER_SIGN'),
      '"Document Signers" must come after "Request Petitioner Signature".',
    ],
    [
      'fee flags on another step',
      patch('CASE_APPROVED', { fileOnlyAfterPayment: true }),
      'cannot carry the filing-fee flags',
    ],
    [
      'an operator role as editor',
      patch('COLLECT_EVIDENCE', { editors: [{ roleId: 1 }] }),
      'names role 1, which a firm cannot assign.',
    ],
  ])('refuses %s', (_what, workflow, message) => {
    const issues = validateWorkflowDesign(workflow);
    expect(issues.map((i) => i.message).join('\n')).toContain(message);
  });

  it.each([
    ['a no-action step without editors', patch('FILING_FEE', { actionRequired: 'No', editors: [] })],
    ['unrelated steps swapped', swap('ASSIGN_SUPERVISOR', 'ASSIGN_PARALEGAL')],
    ['optional steps removed', edit((acts) => acts.filter((a) => !a.optional))],
    ['fee flags on the fee step', patch('FILING_FEE', { fileOnlyAfterInvoice: true, fileOnlyAfterPayment: true })],
  ])('accepts %s', (_what, workflow) => {
    expect(validateWorkflowDesign(workflow)).toEqual([]);
  });

  it('names the step each issue is about', () => {
    const issues = validateWorkflowDesign(patch('COURIER_TRACKING', { editors: [] }));
    expect(issues).toEqual([{ code: 'COURIER_TRACKING', message: expect.stringContaining('"Courier Tracking"') }]);
  });
});

describe('diffWorkflows', () => {
  it('finds nothing between equal workflows', () => {
    expect(isEmptyDiff(diffWorkflows(h1b, defaultWorkflow(1, 1)))).toBe(true);
  });

  it.each([
    [
      'an added step',
      edit((acts) => [
        ...acts,
        {
          code: 'ASSIGN_CUSTOM_CASE_NO',
          label: 'Assign Case Number',
          actionRequired: 'Yes',
          editors: [{ roleId: 3 }],
          watchers: [],
        },
      ]),
      { added: [{ code: 'ASSIGN_CUSTOM_CASE_NO', position: h1b.activities.length + 1 }] },
    ],
    [
      'a removed step',
      edit((acts) => acts.filter((a) => a.code !== 'ASSIGN_SUPERVISOR')),
      { removed: [{ code: 'ASSIGN_SUPERVISOR' }], moved: [] },
    ],
    [
      'one moved step (not every shifted one)',
      edit((acts) => moveStep(acts, idx('SUPERVISOR_FORMS_REVIEW'), idx('CASE_APPROVED'))),
      {
        moved: [
          { code: 'SUPERVISOR_FORMS_REVIEW', from: idx('SUPERVISOR_FORMS_REVIEW') + 1, to: idx('CASE_APPROVED') + 1 },
        ],
      },
    ],
    [
      'changed editors',
      patch('COLLECT_EVIDENCE', { editors: [{ roleId: 8 }, { roleId: 6 }] }),
      {
        changed: [{ code: 'COLLECT_EVIDENCE', changes: ['Editors: added Attorney; removed Documentation Executive'] }],
      },
    ],
    [
      'changed watchers and action',
      patch('FIRST_RECEIVER', { actionRequired: 'No', watchers: [] }),
      {
        changed: [
          { code: 'FIRST_RECEIVER', changes: ['Action required: Yes → No', 'Watchers: removed Admin, Branch Manager'] },
        ],
      },
    ],
    [
      'changed fee flags',
      patch('FILING_FEE', { fileOnlyAfterPayment: true }),
      { changed: [{ code: 'FILING_FEE', changes: ['File only after payment: off → on'] }] },
    ],
  ])('reports %s', (_what, after, expected) => {
    expect(diffWorkflows(h1b, after)).toMatchObject(expected);
  });
});

describe('moveStep', () => {
  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 1, ['a', 'b', 'c']],
    [0, 5, ['a', 'b', 'c']],
  ])('moves %i to %i', (from, to, out) => {
    expect(moveStep(['a', 'b', 'c'], from, to)).toEqual(out);
  });
});
