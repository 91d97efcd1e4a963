import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFormGroup, TLetterCategory, TLetterTemplate, TLetterTemplateSummary } from 'shared/contract';
import { DEFAULT_LETTER_TEMPLATES } from 'shared/domain';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import FormsLettersPage from '../../../pages/FormsLettersPage';

jest.setTimeout(30_000);

// ProseMirror scrolls the selection into view after a command; jsdom has no layout, so give it
// empty rectangles (the editor's behaviour under test does not depend on layout).
const EMPTY_RECT = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) };
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= emptyRects;
Range.prototype.getBoundingClientRect ??= () => EMPTY_RECT as DOMRect;
Element.prototype.getClientRects ??= emptyRects;

const SUPPORT_ID = '11111111-1111-4111-8111-111111111111';
const OFFER_ID = '22222222-2222-4222-8222-222222222222';
const CAT_SUPPORT = '33333333-3333-4333-8333-333333333333';
const CAT_FORMS = '44444444-4444-4444-8444-444444444444';

const summary = (over: Partial<TLetterTemplateSummary>): TLetterTemplateSummary => ({
  id: SUPPORT_ID,
  name: 'H-1B support letter',
  kind: 'support_letter',
  categoryId: CAT_SUPPORT,
  categoryName: 'Support letters',
  caseTypeIds: [1],
  letterhead: false,
  defaultKind: 'support_letter',
  placeholderCount: 30,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedByName: 'Alex Admin',
  ...over,
});

const details = (over: Partial<TLetterTemplate> = {}): TLetterTemplate => ({
  ...summary({}),
  body: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Dear {{beneficiary.firstName}}, welcome to {{petitioner.name}}.' }],
      },
    ],
  },
  placeholders: ['beneficiary.firstName', 'petitioner.name'],
  createdAt: '2026-11-01T10:00:00.000Z',
  groupNames: ['H-1B petition packet'],
  ...over,
});

const categories: TLetterCategory[] = [
  { id: CAT_SUPPORT, name: 'Support letters', kind: 'letter', sortOrder: 1, templateCount: 1 },
  { id: '55555555-5555-4555-8555-555555555555', name: 'Cover letters', kind: 'letter', sortOrder: 2, templateCount: 0 },
  { id: CAT_FORMS, name: 'Petition forms', kind: 'form', sortOrder: 1, templateCount: 1 },
];

const group = (n: number, over: Partial<TFormGroup> = {}): TFormGroup => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: n === 1 ? 'H-1B petition packet' : `Packet ${n}`,
  caseTypeId: 1,
  caseTypeName: 'H-1B',
  categoryId: CAT_FORMS,
  categoryName: 'Petition forms',
  description: null,
  formCodes: ['I-129'],
  templates: [{ id: SUPPORT_ID, name: 'H-1B support letter', kind: 'support_letter' }],
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function api(groups: TFormGroup[] = [group(1)]) {
  return createMockApi({
    '/form-letter/list': (p) => {
      const all = [
        summary({}),
        summary({
          id: OFFER_ID,
          name: 'Offer letter',
          kind: 'offer_letter',
          categoryName: 'Employment letters',
          caseTypeIds: [1, 2],
        }),
      ];
      const rows = p.search ? all.filter((t) => t.name.toLowerCase().includes(String(p.search).toLowerCase())) : all;
      return { data: rows, count: rows.length, page: 1, perpage: 25, nextCursor: null };
    },
    '/form-letter/details': () => details(),
    '/form-letter/category-list': () => ({ data: categories }),
    '/form-letter/group-list': () => ({ data: groups, maxPerCaseType: 8 }),
    '/form-letter/update': (p) => details({ name: String(p.name), updatedAt: '2026-11-22T10:00:00.000Z' }),
    '/form-letter/delete': () => ({ deleted: true, removedFromGroups: 1 }),
    '/form-letter/group-save': (p) => group(9, { name: String(p.name) }),
    '/form-letter/category-save': (p) => ({
      id: 'new',
      name: String(p.name),
      kind: p.kind,
      sortOrder: 3,
      templateCount: 0,
    }),
  });
}

const PROPS = { routeId: 'settings.formsLetters', params: {}, query: new URLSearchParams(), linkToken: null };

describe('FormsLettersPage', () => {
  it('lists the templates with search, opens one, previews it with sample data and saves a change', async () => {
    const user = userEvent.setup();
    const r = renderWithServices(<FormsLettersPage {...PROPS} />, { api: api(), url: '/forms-letters' });
    expect(await screen.findByRole('heading', { name: 'Forms & Letters' })).toBeInTheDocument();
    expect(await screen.findByText('H-1B support letter')).toBeInTheDocument();
    expect(screen.getAllByText('Offer letter')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: /search letter templates/i }), 'offer');
    await waitFor(() => expect(r.api.lastPayload('/form-letter/list')).toMatchObject({ search: 'offer' }));
    await waitFor(() => expect(screen.queryByText('H-1B support letter')).not.toBeInTheDocument());
    await user.clear(screen.getByRole('searchbox', { name: /search letter templates/i }));

    await user.click(await screen.findByText('H-1B support letter'));
    expect(await screen.findByRole('heading', { name: 'H-1B support letter' })).toBeInTheDocument();
    expect(r.location()).toContain('template=' + SUPPORT_ID);
    expect(screen.getByText(/Used in form groups: H-1B petition packet/)).toBeInTheDocument();
    // The editor (TipTap) shows the text with its toolbar and placeholder menu.
    expect(await screen.findByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Insert placeholder' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview with sample data' }));
    expect(
      within(screen.getByRole('article', { name: 'Preview with sample data' })).getByText(
        /Dear Ananya, welcome to Northwind Analytics Inc\./,
      ),
    ).toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Save template' });
    expect(save).toBeDisabled();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'H-1B support letter (2026)');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(r.api.lastPayload('/form-letter/update')).toMatchObject({
        id: SUPPORT_ID,
        name: 'H-1B support letter (2026)',
        expectedUpdatedAt: '2026-11-20T10:00:00.000Z',
        body: details().body,
      }),
    );
  });

  it('inserts a placeholder from the menu into the text, highlighted, and saves it; bold toggles from the toolbar', async () => {
    const user = userEvent.setup();
    const r = renderWithServices(<FormsLettersPage {...PROPS} />, {
      api: api(),
      url: `/forms-letters?template=${SUPPORT_ID}`,
    });
    const textbox = await screen.findByRole('textbox', { name: 'Letter text' });
    expect(textbox.querySelectorAll('.placeholder-known')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Insert placeholder' }), 'beneficiary.fullName');
    await waitFor(() => expect(textbox).toHaveTextContent('{{beneficiary.fullName}}'));
    expect(textbox.querySelectorAll('.placeholder-known')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(JSON.stringify(r.api.lastPayload('/form-letter/update')?.body)).toContain('{{beneficiary.fullName}}'),
    );
  });

  it('resets the text to the default after confirming, and deletes a template after confirming', async () => {
    const user = userEvent.setup();
    const r = renderWithServices(<FormsLettersPage {...PROPS} />, {
      api: api(),
      url: `/forms-letters?template=${SUPPORT_ID}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset to the default text?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset text' }));
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(r.api.lastPayload('/form-letter/update')).toMatchObject({ body: DEFAULT_LETTER_TEMPLATES[0]!.body }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete template' }));
    const del = await screen.findByRole('alertdialog', { name: /Delete H-1B support letter/ });
    expect(within(del).getByText(/taken out of 1 form group/)).toBeInTheDocument();
    await user.click(within(del).getByRole('button', { name: 'Delete template' }));
    await waitFor(() =>
      expect(r.api.lastPayload('/form-letter/delete')).toEqual(expect.objectContaining({ id: SUPPORT_ID })),
    );
    await waitFor(() => expect(r.location()).not.toContain('template='));
  });

  it('form groups: shows each case type’s groups out of 8, creates one, and refuses a ninth up front', async () => {
    const user = userEvent.setup();
    const r = renderWithServices(<FormsLettersPage {...PROPS} />, { api: api(), url: '/forms-letters?tab=groups' });
    expect(await screen.findByText('1 of 8 groups')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Contents of H-1B petition packet' })).getByText('I-129'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New form group' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'H-1B extension packet');
    await user.click(within(dialog).getByRole('checkbox', { name: /I-129/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Offer letter/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save group' }));
    await waitFor(() =>
      expect(r.api.lastPayload('/form-letter/group-save')).toMatchObject({
        name: 'H-1B extension packet',
        caseTypeId: 1,
        formCodes: ['I-129'],
        templateIds: [OFFER_ID],
      }),
    );
  });

  it('form groups: with 8 groups for H-1B the New group button is disabled with the reason', async () => {
    renderWithServices(<FormsLettersPage {...PROPS} />, {
      api: api([1, 2, 3, 4, 5, 6, 7, 8].map((n) => group(n))),
      url: '/forms-letters?tab=groups',
    });
    expect(await screen.findByText('8 of 8 groups')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New group' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(
      'H-1B already has 8 form groups, the most a case type can have.',
    );
  });

  it('categories: adds a letter category; a category in use cannot be deleted', async () => {
    const user = userEvent.setup();
    const r = renderWithServices(<FormsLettersPage {...PROPS} />, { api: api(), url: '/forms-letters?tab=categories' });
    expect(await screen.findByRole('heading', { name: 'Letter categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Support letters' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Cover letters' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'New letter category' }), 'Expert letters');
    await user.click(
      within(screen.getByRole('region', { name: 'Letter categories' })).getByRole('button', { name: 'Add' }),
    );
    await waitFor(() =>
      expect(r.api.lastPayload('/form-letter/category-save')).toMatchObject({ name: 'Expert letters', kind: 'letter' }),
    );
  });

  it('staff who may not manage see templates read-only; clients see who manages them', async () => {
    renderWithServices(<FormsLettersPage {...PROPS} />, {
      api: api(),
      url: `/forms-letters?template=${SUPPORT_ID}`,
      user: makeSessionUser({ roleId: 8 }),
    });
    expect(
      await screen.findByText('Only admins, branch managers and attorneys change letter templates.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Preview with sample data' })).toBeInTheDocument();
  });

  it('a petitioner sees that the firm manages forms and letters', async () => {
    renderWithServices(<FormsLettersPage {...PROPS} />, {
      api: api(),
      url: '/forms-letters',
      user: makeSessionUser({ roleId: 50 }),
    });
    expect(await screen.findByText('Forms and letters are managed by your law firm')).toBeInTheDocument();
  });
});
