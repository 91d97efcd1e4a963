import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import { CASE_CONFIG_MESSAGES, type TCaseConfig, type TCaseSubtypeRow, type TCaseTypeRow } from 'shared/contract';
import { DOCUMENT_REGISTRY } from 'shared/domain';
import { createMockApi, renderWithServices } from 'shared/testing';
import CaseConfigPage from '../../case-config/components/CaseConfigPage';
import DocUploadPage from '../../doc-types/components/DocUploadPage';
import PassportFieldsPage from '../../passport-fields/components/PassportFieldsPage';
import CaseTypesPage from '../components/CaseTypesPage';
import SubtypesPage from '../components/SubtypesPage';

jest.setTimeout(30_000);

const props = (routeId: string, params: Record<string, string> = {}) => ({ routeId, params, query: new URLSearchParams(), linkToken: null });

const type = (over: Partial<TCaseTypeRow> = {}): TCaseTypeRow => ({
  typeId: 4,
  name: 'H-4',
  standardName: 'H-4',
  kind: 'petition',
  active: true,
  subtypeCount: 2,
  casesInUse: 3,
  ...over,
});
const sub = (over: Partial<TCaseSubtypeRow> = {}): TCaseSubtypeRow => ({
  typeId: 4,
  subTypeId: 11,
  name: 'H-4 Initial',
  standardName: 'H-4 Initial',
  custom: false,
  active: true,
  casesInUse: 0,
  ...over,
});
const config = (over: Partial<TCaseConfig> = {}): TCaseConfig => ({
  typeId: 4,
  subTypeId: 0,
  typeName: 'H-4',
  subTypeName: null,
  active: true,
  source: 'default',
  checklist: { required: ['passport_bio_page'], optional: ['i94_record'] },
  questionnaireTemplateId: null,
  formGroupId: null,
  fees: { legalFee: null, filingFee: null },
  allowCustomCaseNo: false,
  caseNoPattern: null,
  updatedAt: null,
  ...over,
});

describe('/petition-types', () => {
  it('lists the types, renames one and deactivates one after confirming', async () => {
    const user = userEvent.setup();
    const api = createMockApi({
      '/case-config/type-list': () => ({ data: [type(), type({ typeId: 1, name: 'H-1B', standardName: 'H-1B', casesInUse: 0 })], count: 2 }),
      '/case-config/rename': (p) => ({ typeId: p.typeId, subTypeId: 0, name: p.name }),
      '/case-config/set-active': (p) => ({ typeId: p.typeId, subTypeId: 0, active: p.active, casesInUse: 3 }),
    });
    renderWithServices(<CaseTypesPage {...props('settings.petitionTypes')} />, { api, url: '/petition-types' });
    expect((await screen.findAllByText('H-4')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('3 cases').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Rename H-4' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename H-4' });
    const input = within(dialog).getByLabelText(/Name shown in your firm/);
    await user.clear(input);
    await user.type(input, 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(within(dialog).getByText('Enter at least 2 characters')).toBeInTheDocument();
    expect(api.lastPayload('/case-config/rename')).toBeUndefined();
    await user.type(input, ' dependants');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(api.lastPayload('/case-config/rename')).toMatchObject({ typeId: 4, subTypeId: 0, name: 'X dependants' }));

    await user.click(screen.getByRole('button', { name: 'Deactivate H-4' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText(/3 cases already using it keep it/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.lastPayload('/case-config/set-active')).toMatchObject({ typeId: 4, subTypeId: 0, active: false }));
  });

  it('shows the error state when the list fails', async () => {
    const api = createMockApi({
      '/case-config/type-list': () => {
        throw new ApiError('INTERNAL', 'Server unavailable', 500);
      },
    });
    renderWithServices(<CaseTypesPage {...props('settings.petitionTypes')} />, { api, url: '/petition-types' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('/petition-subtype-list/:id', () => {
  const listApi = (rows: TCaseSubtypeRow[]) =>
    createMockApi({ '/case-config/subtype-list': () => ({ data: rows, count: rows.length, type: type() }) });

  it('adds a subtype; a duplicate name shows the server’s message on the field', async () => {
    const user = userEvent.setup();
    const api = listApi([sub()]);
    api.on('/case-config/subtype-add', (p) => {
      if (p.name === 'H-4 Initial') throw new ApiError('CONFLICT', CASE_CONFIG_MESSAGES.duplicateSubtype, 409);
      return sub({ subTypeId: 100000, name: p.name as string, custom: true, standardName: null });
    });
    renderWithServices(<SubtypesPage {...props('settings.petitionSubtypes', { id: '4' })} />, { api, url: '/petition-subtype-list/4', path: '/petition-subtype-list/:id' });
    expect(await screen.findByRole('heading', { name: /Petition Subtypes: H-4/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add subtype' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Subtype name/), 'H-4 Initial');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(CASE_CONFIG_MESSAGES.duplicateSubtype)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Subtype name/));
    await user.type(within(dialog).getByLabelText(/Subtype name/), 'H-4 Dependent child');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.lastPayload('/case-config/subtype-add')).toMatchObject({ typeId: 4, name: 'H-4 Dependent child' });
  });

  it('a firm subtype in use is not deleted: the dialog offers to deactivate it; an unused one is deleted after confirming', async () => {
    const user = userEvent.setup();
    const api = listApi([sub({ subTypeId: 100000, name: 'Busy', custom: true, standardName: null, casesInUse: 2 }), sub({ subTypeId: 100001, name: 'Spare', custom: true, standardName: null })]);
    api.on('/case-config/set-active', (p) => ({ typeId: 4, subTypeId: p.subTypeId, active: p.active, casesInUse: 2 }));
    api.on('/case-config/subtype-delete', () => ({ deleted: true }));
    renderWithServices(<SubtypesPage {...props('settings.petitionSubtypes', { id: '4' })} />, { api, url: '/petition-subtype-list/4', path: '/petition-subtype-list/:id' });
    await user.click(await screen.findByRole('button', { name: 'Delete Busy' }));
    const refuse = screen.getByRole('alertdialog');
    expect(within(refuse).getByText(CASE_CONFIG_MESSAGES.subtypeInUse(2))).toBeInTheDocument();
    await user.click(within(refuse).getByRole('button', { name: 'Deactivate instead' }));
    await waitFor(() => expect(api.lastPayload('/case-config/set-active')).toMatchObject({ subTypeId: 100000, active: false }));
    expect(api.lastPayload('/case-config/subtype-delete')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Delete Spare' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.lastPayload('/case-config/subtype-delete')).toEqual(expect.objectContaining({ typeId: 4, subTypeId: 100001 })));
    expect(screen.queryByRole('button', { name: 'Delete H-4 Initial' })).not.toBeInTheDocument();
  });

  it('an id that is not a number shows "not found"', () => {
    renderWithServices(<SubtypesPage {...props('settings.petitionSubtypes', { id: 'abc' })} />, { api: createMockApi(), url: '/petition-subtype-list/abc', path: '/petition-subtype-list/:id' });
    expect(screen.getByText('Case type not found')).toBeInTheDocument();
  });
});

const pickerApi = (c: TCaseConfig) =>
  createMockApi({
    '/case-config/type-list': () => ({ data: [type()], count: 1 }),
    '/case-config/subtype-list': () => ({ data: [sub()], count: 1, type: type() }),
    '/case-config/details': () => c,
    '/case-config/save': (p) => ({ ...c, ...p, source: 'type', updatedAt: '2026-11-22T10:00:00.000Z' }),
    '/questionnaire/template-list': () => ({ data: [] }),
    '/form-letter/group-list': () => ({ data: [{ id: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11', name: 'H-4 dependants pack', caseTypeId: 4, caseTypeName: 'H-4', categoryId: null, categoryName: null, description: null, formCodes: [], templateIds: [], updatedAt: null }], maxPerCaseType: 8 }),
  });

describe('/petition-config-list', () => {
  it('asks for a type first, then saves fees, group and numbering; a bad pattern is refused before sending', async () => {
    const user = userEvent.setup();
    const empty = renderWithServices(<CaseConfigPage {...props('settings.petitionConfig')} />, { api: pickerApi(config()), url: '/petition-config-list' });
    expect(await screen.findByText('Choose a case type')).toBeInTheDocument();
    empty.unmount();

    const api = pickerApi(config());
    renderWithServices(<CaseConfigPage {...props('settings.petitionConfig', { petitiontypeid: '4' })} />, { api, url: '/petition-config-list/4' });
    expect(await screen.findByText('Product default')).toBeInTheDocument();
    expect(screen.getByText(/1 required, 1 optional/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Legal fee/), '1500');
    await user.selectOptions(await screen.findByLabelText(/Forms and letters group/), 'H-4 dependants pack');
    await user.click(screen.getByLabelText(/Allow custom case numbers/));
    await user.type(screen.getByLabelText(/Custom case number pattern/), 'ACME');
    await user.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(screen.getByText("The pattern needs at least one '#' (a digit)")).toBeInTheDocument();
    expect(api.lastPayload('/case-config/save')).toBeUndefined();
    await user.type(screen.getByLabelText(/Custom case number pattern/), '-####');
    await user.click(screen.getByRole('button', { name: 'Save configuration' }));
    await waitFor(() =>
      expect(api.lastPayload('/case-config/save')).toMatchObject({
        typeId: 4,
        subTypeId: 0,
        fees: { legalFee: 150000, filingFee: null },
        formGroupId: '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11',
        allowCustomCaseNo: true,
        caseNoPattern: 'ACME-####',
        checklist: { required: ['passport_bio_page'], optional: ['i94_record'] },
      }),
    );
  });
});

describe('/doc-upload', () => {
  it('marks document types required or optional for a type and saves the checklist', async () => {
    const user = userEvent.setup();
    const api = pickerApi(config());
    renderWithServices(<DocUploadPage {...props('settings.docUpload')} />, { api, url: '/doc-upload?type=4' });
    expect(await screen.findByText(/1 required,/)).toBeInTheDocument();
    // Without a search: the two documents asked for (plus the type and subtype selects).
    expect(screen.getAllByRole('combobox')).toHaveLength(2 + 2);
    await user.type(screen.getByLabelText('Find a document type'), 'marriage certificate');
    expect(await screen.findByText(/document types? match/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(DOCUMENT_REGISTRY.marriage_certificate!.label), 'required');
    await user.clear(screen.getByLabelText('Find a document type'));
    expect(screen.getAllByRole('combobox')).toHaveLength(2 + 3);
    await user.click(screen.getByRole('button', { name: 'Save checklist' }));
    await waitFor(() => expect(api.lastPayload('/case-config/save')).toBeDefined());
    const saved = api.lastPayload('/case-config/save') as { checklist: { required: string[]; optional: string[] } };
    expect(saved.checklist.required).toEqual(expect.arrayContaining(['passport_bio_page', 'marriage_certificate']));
    expect(saved.checklist.optional).toEqual(['i94_record']);
  });
});

describe('/passport-Fields', () => {
  it('unticking "collected" clears "required"; saves the firm’s choice', async () => {
    const user = userEvent.setup();
    const api = createMockApi({
      '/case-config/passport-fields': () => ({
        data: ['number', 'country', 'issueDate', 'expiryDate', 'copy'].map((key) => ({ key, collected: true, required: true })),
        saved: false,
      }),
      '/case-config/passport-fields-save': (p) => ({ data: p.data, saved: true }),
    });
    renderWithServices(<PassportFieldsPage {...props('settings.passportFields')} />, { api, url: '/passport-Fields' });
    expect(await screen.findByText(/Default: every field collected and required/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Collect Copy of the passport (bio page)'));
    expect(screen.getByLabelText('Require Copy of the passport (bio page)')).toBeDisabled();
    expect(screen.getByLabelText('Require Copy of the passport (bio page)')).not.toBeChecked();
    await user.click(screen.getByLabelText('Require Passport issue date'));
    await user.click(screen.getByRole('button', { name: 'Save passport fields' }));
    await waitFor(() => expect(api.lastPayload('/case-config/passport-fields-save')).toBeDefined());
    const data = (api.lastPayload('/case-config/passport-fields-save') as { data: { key: string; collected: boolean; required: boolean }[] }).data;
    expect(data.find((f) => f.key === 'copy')).toEqual({ key: 'copy', collected: false, required: false });
    expect(data.find((f) => f.key === 'issueDate')).toEqual({ key: 'issueDate', collected: true, required: false });
  });
});
