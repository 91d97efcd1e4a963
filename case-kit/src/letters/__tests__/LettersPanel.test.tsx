import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCaseLetter, TLetterPreviewResult } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { createMockApi } from '../../details/testing/mockApi';
import { renderDetails } from '../../details/testing/renderDetails';
import { LettersPanel } from '../components/LettersPanel';

jest.setTimeout(30_000);

// ProseMirror asks for layout after commands; jsdom has none (the behaviour under test does not need it).
const EMPTY_RECT = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) };
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= emptyRects;
Range.prototype.getBoundingClientRect ??= () => EMPTY_RECT as DOMRect;
Element.prototype.getClientRects ??= emptyRects;

const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
const RFE_ID = '11111111-1111-4111-8111-111111111111';
const SUPPORT_ID = '22222222-2222-4222-8222-222222222222';

const template = (id: string, name: string, kind: 'rfe_cover_letter' | 'support_letter') => ({
  id,
  name,
  kind,
  categoryId: null,
  categoryName: null,
  caseTypeIds: [],
  letterhead: kind === 'rfe_cover_letter',
  defaultKind: kind,
  placeholderCount: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedByName: null,
});

const previewOf = (missing: boolean): TLetterPreviewResult => ({
  template: { id: RFE_ID, name: 'RFE response cover letter', kind: 'rfe_cover_letter', letterhead: true },
  body: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Beneficiary: Ananya Iyer' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: missing ? 'Receipt number: {{case.receiptNumber}}' : 'Receipt number: WAC2612345678' },
        ],
      },
    ],
  },
  missing: missing ? [{ key: 'case.receiptNumber', label: 'USCIS receipt number' }] : [],
  letterhead: { name: 'Demo Immigration Law LLP', address: '1100 Connecticut Ave NW, Washington, DC 20036' },
});

const letter = (v: number): TCaseLetter => ({
  id: `00000000-0000-4000-8000-00000000000${v}`,
  petitionId: CASE_ID,
  templateId: RFE_ID,
  templateName: 'RFE response cover letter',
  kind: 'rfe_cover_letter',
  version: v,
  file: {
    id: 'f',
    path: `t/x/2026/11/l${v}.pdf`,
    name: `RFE-response-cover-letter-H1B-2026-00042-v${v}.pdf`,
    size: 2000,
    sha256: 'x',
  },
  edited: true,
  createdBy: null,
  createdByName: 'Alex Admin',
  createdAt: '2026-11-22T10:00:00.000Z',
});

function Host(_: PageProps) {
  return <LettersPanel petitionId={CASE_ID} caseTypeId={1} />;
}
const PAGES = { '/case/:id': { Page: Host, routeId: 'cases.details' } };

function mockApi(letters: TCaseLetter[] = []) {
  return createMockApi({
    '/form-letter/list': () => ({
      data: [
        template(RFE_ID, 'RFE response cover letter', 'rfe_cover_letter'),
        template(SUPPORT_ID, 'H-1B support letter', 'support_letter'),
      ],
      count: 2,
      page: 1,
      perpage: 200,
      nextCursor: null,
    }),
    '/form-letter/group-list': () => ({
      data: [
        {
          id: 'g1',
          name: 'H-1B petition packet',
          caseTypeId: 1,
          caseTypeName: 'H-1B',
          categoryId: null,
          categoryName: null,
          description: null,
          formCodes: ['I-129'],
          templates: [{ id: SUPPORT_ID, name: 'H-1B support letter', kind: 'support_letter' }],
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      maxPerCaseType: 8,
    }),
    '/petition/letter-preview': (p) => previewOf(!p.body),
    '/petition/generate-letter': () => {
      letters.unshift(letter(letters.length + 1));
      return letters[0]!;
    },
    '/petition/letter-list': () => ({ data: [...letters] }),
    '/s3/get-signed-url': () => ({ data: 'https://files.example/signed.pdf' }),
  });
}

describe('LettersPanel', () => {
  it('previews a template with the case data, highlights and lists what is missing, and generates once it is filled', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    expect(await screen.findByText('No letter has been generated for this case yet.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Form groups of this case type' })).toHaveTextContent('I-129');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Letter template' }), RFE_ID);
    await waitFor(() =>
      expect(api.lastPayload('/petition/letter-preview')).toMatchObject({ petitionId: CASE_ID, templateId: RFE_ID }),
    );
    const missing = await screen.findByRole('status', { name: 'Missing case data' });
    expect(missing).toHaveTextContent('USCIS receipt number');
    expect(screen.getByText(/Printed on the firm’s letterhead: Demo Immigration Law LLP/)).toBeInTheDocument();

    const editor = await screen.findByRole('textbox', { name: 'RFE response cover letter for this case' });
    expect(editor).toHaveTextContent('Beneficiary: Ananya Iyer');
    expect(editor.querySelector('.placeholder-missing')).toHaveTextContent('{{case.receiptNumber}}');
    const generate = screen.getByRole('button', { name: 'Generate PDF' });
    expect(generate).toBeDisabled();

    // Staff fill the gap by refilling with their edits (here: the server fills it) and generate.
    await user.click(screen.getByRole('button', { name: 'Refill from case data' }));
    expect(await screen.findByText('Every placeholder is filled')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate PDF' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Generate PDF' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/generate-letter')).toMatchObject({ petitionId: CASE_ID, templateId: RFE_ID }),
    );
    expect(JSON.stringify(api.lastPayload('/petition/generate-letter')?.body)).toContain('WAC2612345678');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('RFE response cover letter')).toBeInTheDocument();
    expect(within(table).getByText('Edited')).toBeInTheDocument();
  });

  it('picks a letter from a form group and opens a generated version through a signed address', async () => {
    const user = userEvent.setup();
    const api = mockApi([letter(2), letter(1)]);
    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    await user.click(await screen.findByRole('button', { name: 'Prepare H-1B support letter' }));
    await waitFor(() => expect(api.lastPayload('/petition/letter-preview')).toMatchObject({ templateId: SUPPORT_ID }));

    await user.click(screen.getByRole('button', { name: /Open RFE-response-cover-letter-H1B-2026-00042-v2\.pdf/ }));
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/signed.pdf'));
    expect(api.lastPayload('/s3/get-signed-url')).toMatchObject({ keyName: 't/x/2026/11/l2.pdf', petitionId: CASE_ID });
    open.mockRestore();
  });

  it('says where templates are managed when none is offered for the case type', async () => {
    const api = mockApi();
    api.on('/form-letter/list', () => ({ data: [], count: 0, page: 1, perpage: 200, nextCursor: null }));
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    expect(await screen.findByText('No letter template for this case type')).toBeInTheDocument();
  });
});
