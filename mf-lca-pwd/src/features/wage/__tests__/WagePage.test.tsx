import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared/client';
import type { TWageImport, TWageLookupResult } from 'shared/contract';
import { createMockApi, makeSessionUser, renderWithServices } from 'shared/testing';
import { splitCsv } from '../importFile';
import WageDeterminationPage from '../pages/WageDeterminationPage';

jest.setTimeout(30_000);

const page = { routeId: 'pwd.wageDetermination', params: {}, query: new URLSearchParams(), linkToken: null };
const ADMIN = makeSessionUser({ roleId: 3 });
const PARALEGAL = makeSessionUser({ roleId: 8 });

const lookup = (p: Record<string, unknown>): TWageLookupResult => ({
  socCode: String(p.socCode),
  socTitle: 'Software Developers',
  areaCode: String(p.areaCode),
  areaName: 'Austin-Round Rock-San Marcos, TX',
  table: { importId: 'i-1', year: '2025-2026', label: 'Sample rows', sample: true },
  levels: [
    { level: 'I', hourly: 45.12, annual: 93849.6 },
    { level: 'II', hourly: 55.38, annual: 115190.4 },
    { level: 'III', hourly: 65.63, annual: 136510.4 },
    { level: 'IV', hourly: 75.89, annual: 157851.2 },
  ],
  average: 60.51,
  worksheet: { level: 'III', points: 2, steps: [1, 2, 3, 4, 5].map((step) => ({ step, label: `Step ${step}`, points: step === 2 || step === 3 ? 1 : 0, why: 'because' })) },
});
const imp = (over: Partial<TWageImport> = {}): TWageImport => ({
  id: 'i-9',
  year: '2025-2026',
  label: null,
  state: 'staging',
  sample: false,
  wageRows: 0,
  areas: 0,
  createdByName: 'Andy Admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  activatedAt: null,
  ...over,
});

async function choose(label: string, text: string, option: RegExp) {
  const box = screen.getByRole('combobox', { name: new RegExp(label) });
  await userEvent.type(box, text);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('/wage-determination', () => {
  test('the worksheet suggests a level and the wage table shows every level, marked as samples', async () => {
    const api = createMockApi({
      '/masterdata/list': () => ({ data: [{ id: 'm-1', code: '15-1252', name: 'Software Developers', designation: 'Software Developers' }], count: 1, page: 1, perpage: 30 }),
      '/pwd/wage-areas': () => ({ data: [{ areaCode: '12420', areaName: 'Austin-Round Rock-San Marcos, TX', stateAb: 'TX' }] }),
      '/pwd/wage-lookup': (p) => lookup(p),
    });
    renderWithServices(<WageDeterminationPage {...page} />, { api, user: PARALEGAL });
    await choose('SOC code', '15-1252', /15-1252/);
    await choose('Area of employment', 'Austin', /12420/);
    await userEvent.clear(screen.getByLabelText('Experience required (months)'));
    await userEvent.type(screen.getByLabelText('Experience required (months)'), '36');
    await userEvent.selectOptions(screen.getByLabelText('Education required'), 'master');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest the level' }));
    await waitFor(() =>
      expect(api.lastPayload('/pwd/wage-lookup')).toMatchObject({ socCode: '15-1252', areaCode: '12420', worksheet: { jobZone: 4, experienceMonths: 36, education: 'master', specialSkills: false, supervises: false } }),
    );
    expect(await screen.findByText('Level III', { selector: 'strong' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Wage by level' });
    expect(within(table).getByText('$115,190.40')).toBeInTheDocument();
    expect(within(table).getByText('Level III (suggested)')).toBeInTheDocument();
    expect(screen.getByText('Sample rows, not DOL figures')).toBeInTheDocument();
    // Only admins import.
    expect(screen.queryByRole('form', { name: 'Import wage files' })).not.toBeInTheDocument();
  });

  test('asks for the SOC code and area before looking up', async () => {
    const api = createMockApi({});
    renderWithServices(<WageDeterminationPage {...page} />, { api, user: PARALEGAL });
    await userEvent.click(screen.getByRole('button', { name: 'Suggest the level' }));
    expect(await screen.findByText('Choose the SOC code and the area.')).toBeInTheDocument();
  });

  test('an admin imports the files in parts with progress; a bad file says why and nothing is stored', async () => {
    let rows = 0;
    const api = createMockApi({
      '/pwd/wage-imports': () => ({ data: [], count: 0 }),
      '/pwd/wage-import-start': () => imp(),
      '/pwd/wage-import-chunk': (p) => {
        if (String(p.csv).includes('bad')) throw new ApiError('VALIDATION', 'Check the fields', 422, [{ path: 'csv', message: 'Line 2: the Area "bad" is not an OFLC area code.' }]);
        rows += String(p.csv).trim().split('\n').length - 1;
        return imp({ wageRows: rows });
      },
      '/pwd/wage-import-finish': () => imp({ state: 'active', wageRows: rows, areas: 0 }),
    });
    renderWithServices(<WageDeterminationPage {...page} />, { api, user: ADMIN });
    const form = await screen.findByRole('form', { name: 'Import wage files' });
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Choose the ALC_Export.csv file.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Wage year'), '2025-2026');
    const good = new File(['Area,SocCode,GeoLvl,Level1,Level2,Level3,Level4,Average,Label\n12420,15-1252,1,1,2,3,4,2,x\n'], 'ALC_Export.csv', { type: 'text/csv' });
    await userEvent.upload(within(form).getByLabelText('ALC_Export.csv'), good);
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/Imported 2025-2026: 1 wage rows/)).toBeInTheDocument();
    expect(api.lastPayload('/pwd/wage-import-finish')).toEqual({ importId: 'i-9' });
    const bad = new File(['Area,SocCode,GeoLvl,Level1,Level2,Level3,Level4,Average,Label\nbad,15-1252,1,1,2,3,4,2,x\n'], 'ALC_Export.csv', { type: 'text/csv' });
    await userEvent.upload(within(form).getByLabelText('ALC_Export.csv'), bad);
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Line 2: the Area "bad" is not an OFLC area code.')).toBeInTheDocument();
    expect(screen.getByText('Nothing was imported:')).toBeInTheDocument();
    expect(api.payloads('/pwd/wage-import-finish')).toHaveLength(1);
  });

  test('files are split into parts of whole lines, each with the header and its line offset', () => {
    const text = ['H', 'a1', 'b2', 'c3', 'd4', ''].join('\n');
    expect(splitCsv(text, 6)).toEqual([
      { csv: 'H\na1\nb2', lineOffset: 0 },
      { csv: 'H\nc3\nd4', lineOffset: 2 },
    ]);
  });
});
