import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPdfFormVersion, TPdfFormVersionListResult, TPdfFormView } from 'shared/contract';
import { ApiError } from 'shared/client';
import type { PageProps } from 'shared/federation';
import { createMockApi } from '../../details/testing/mockApi';
import { renderDetails } from '../../details/testing/renderDetails';
import { FormsPanel } from '../components/FormsPanel';

jest.setTimeout(30_000);

const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
const CITY = 'form1[0].#subform[2].OfficeAddressCity[0]';
const NONPROFIT = 'form1[0].#subform[0].P1Line6_No[0]';
const NAME = 'form1[0].#subform[1].Part3_Line2_FamilyName[0]';

const form = (over: Partial<TPdfFormView> = {}): TPdfFormView => ({
  code: 'I-129',
  title: 'Petition for a Nonimmigrant Worker',
  edition: '01/20/25',
  superseded: false,
  fields: [
    {
      field: NAME,
      label: 'Beneficiary family name',
      section: 'Part 3. Beneficiary',
      kind: 'text',
      value: 'IYER',
      source: 'data',
    },
    {
      field: CITY,
      label: 'U.S. consulate or office: city',
      section: 'Part 4. Processing',
      kind: 'text',
      value: null,
      source: 'empty',
    },
    {
      field: NONPROFIT,
      label: 'Nonprofit: no',
      section: 'Part 1. Petitioner',
      kind: 'checkbox',
      value: null,
      source: 'empty',
    },
  ],
  unmapped: [
    { field: CITY, label: 'U.S. consulate or office: city', section: 'Part 4. Processing', kind: 'text' },
    { field: NONPROFIT, label: 'Nonprofit: no', section: 'Part 1. Petitioner', kind: 'checkbox' },
  ],
  overrides: {},
  overridesUpdatedAt: null,
  warnings: [],
  ...over,
});

const version = (n: number): TPdfFormVersion => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  petitionId: CASE_ID,
  formCode: 'I-129',
  edition: '01/20/25',
  source: 'generated',
  category: 'form',
  isFinal: false,
  finalAt: null,
  finalByName: null,
  version: n,
  file: { id: 'f', path: `t/x/2026/11/v${n}.pdf`, name: `I-129-H1B-2026-00042-v${n}.pdf`, size: 1000, sha256: 'x' },
  unmappedCount: 2,
  createdBy: null,
  createdByName: 'Alex Admin',
  createdAt: '2026-11-22T10:00:00.000Z',
});

function Host(_: PageProps) {
  return <FormsPanel petitionId={CASE_ID} />;
}
const PAGES = { '/case/:id': { Page: Host, routeId: 'cases.details' } };

describe('FormsPanel', () => {

  it("offers a form's yes/no box pair as one question whose answers exclude each other", async () => {
    const YES = 'form1[0].#subform[4].P5Line7_Yes[0]';
    const NO = 'form1[0].#subform[4].P5Line7_No[0]';
    const box = (field: string, label: string) => ({ field, label, section: 'Part 5. Employment', kind: 'checkbox' as const });
    const pair = form({
      fields: [...form().fields, { ...box(YES, 'Full-time position: yes'), value: null, source: 'empty' as const }, { ...box(NO, 'Full-time position: no'), value: null, source: 'empty' as const }],
      unmapped: [...form().unmapped, box(YES, 'Full-time position: yes'), box(NO, 'Full-time position: no')],
    });
    const api = createMockApi({
      '/petition/pdf-form-version-list': () => ({ forms: [pair], versions: [] }),
      '/petition/save-pdf-form-version': () => pair,
    });
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    const question = await screen.findByRole('group', { name: 'Full-time position' });
    expect(screen.queryByRole('checkbox', { name: /Full-time position/ })).toBeNull();
    const yes = within(question).getByRole('radio', { name: 'Yes' });
    const no = within(question).getByRole('radio', { name: 'No' });
    await userEvent.click(yes);
    await userEvent.click(no);
    expect(no).toBeChecked();
    expect(yes).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save values' }));
    await waitFor(() => expect(api.lastPayload('/petition/save-pdf-form-version')).toBeDefined());
    const saved = api.lastPayload('/petition/save-pdf-form-version')!.overrides as Record<string, unknown>;
    expect(saved[NO]).toBe(true);
    expect(saved).not.toHaveProperty(YES);
    // The unpaired box stays a box.
    expect(screen.getByRole('checkbox', { name: 'Nonprofit: no' })).toBeInTheDocument();
  });
  it('edits the empty fields, saves them, then generates and lists the new version', async () => {
    let list: TPdfFormVersionListResult = { forms: [form()], versions: [] };
    const api = createMockApi({
      '/petition/pdf-form-version-list': () => list,
      '/petition/save-pdf-form-version': (p) => {
        const overrides = p.overrides as Record<string, string | boolean>;
        list = {
          ...list,
          forms: [
            form({
              overrides,
              fields: form().fields.map((f) =>
                f.field in overrides ? { ...f, value: overrides[f.field]!, source: 'override' as const } : f,
              ),
              unmapped: [],
            }),
          ],
        };
        return list.forms[0];
      },
      '/generate-pdf-form-document': () => {
        list = { ...list, versions: [version(1)] };
        return { ...version(1), warnings: [] };
      },
    });
    const { toasts } = renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    expect(
      await screen.findByRole('heading', { name: 'I-129 — Petition for a Nonimmigrant Worker' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 field(s) empty')).toBeInTheDocument();
    expect(screen.getByText('No form has been generated for this case yet.')).toBeInTheDocument();
    // Mapped fields with data are not offered for editing.
    expect(screen.queryByLabelText('Beneficiary family name')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('U.S. consulate or office: city'), 'Chennai');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Nonprofit: no' }));
    expect(screen.getByRole('button', { name: 'Generate I-129' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save values' }));
    await waitFor(() =>
      expect(api.lastPayload('/petition/save-pdf-form-version')).toMatchObject({
        petitionId: CASE_ID,
        formCode: 'I-129',
        overrides: { [CITY]: 'Chennai', [NONPROFIT]: true },
      }),
    );
    expect(await screen.findByText('All mapped fields filled')).toBeInTheDocument();
    // Saved values stay editable.
    expect(screen.getByLabelText('U.S. consulate or office: city')).toHaveValue('Chennai');

    await userEvent.click(screen.getByRole('button', { name: 'Generate I-129' }));
    expect(await screen.findByRole('button', { name: 'Open I-129-H1B-2026-00042-v1.pdf' })).toBeInTheDocument();
    expect(api.lastPayload('/generate-pdf-form-document')).toEqual(
      expect.objectContaining({ petitionId: CASE_ID, formCode: 'I-129' }),
    );
    const table = screen.getByRole('table');
    expect(within(table).getByText('01/20/25')).toBeInTheDocument();
    expect(within(table).getByText(/by Alex Admin/)).toBeInTheDocument();
    expect(toasts.getState().toasts.map((t) => t.message)).toContain('I-129 version 1 generated');
  });

  it('disables generation of a superseded edition and lists the versions with a zip download', async () => {
    const api = createMockApi({
      '/petition/pdf-form-version-list': () => ({
        forms: [form({ superseded: true })],
        versions: [version(2), version(1)],
      }),
    });
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    expect(await screen.findByText('Edition 01/20/25 (superseded)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This edition is superseded');
    expect(screen.getByRole('button', { name: 'Generate I-129' })).toBeDisabled();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Download all forms' })).toBeInTheDocument();
  });

  it('shows an empty state when no form is mapped, and an error with retry when loading fails', async () => {
    const api = createMockApi({ '/petition/pdf-form-version-list': () => ({ forms: [], versions: [] }) });
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api });
    expect(await screen.findByRole('heading', { name: 'No USCIS form to fill' })).toBeInTheDocument();

    const failing = createMockApi({
      '/petition/pdf-form-version-list': () => {
        throw new ApiError('INTERNAL', 'Something went wrong. Please try again later', 500);
      },
    });
    renderDetails(PAGES, { url: `/case/${CASE_ID}`, api: failing });
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
