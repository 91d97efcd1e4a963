import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLeadStatus } from 'shared/contract';
import { LEAD_ID, leadPage, leadRecord } from '../../testing/crmFixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import LeadsPage from '../LeadsPage';

function setup() {
  const api = createMockApi({
    '/lead/list': (p) => {
      const statuses = (p.matcher as { statuses?: TLeadStatus[] }).statuses;
      return leadPage(!statuses || statuses.includes('new') ? [leadRecord()] : []);
    },
    '/lead/update': (p) =>
      leadRecord({ status: p.status as TLeadStatus, lostReason: (p.lostReason as string | null) ?? null }),
  });
  return renderWithServices(
    <LeadsPage routeId="people.leads" params={{}} query={new URLSearchParams()} linkToken={null} />,
    { api, url: '/leads?view=board' },
  );
}

test('the pipeline board has one column per stage, each asking only for its stage', async () => {
  const { api } = setup();
  const board = screen.getByLabelText('Lead pipeline');
  for (const name of ['New', 'Contacted', 'Consultation booked', 'Retained', 'Lost'])
    expect(within(board).getByRole('region', { name })).toBeInTheDocument();
  expect(
    await within(within(board).getByRole('region', { name: 'New' })).findByText('Grace Okafor'),
  ).toBeInTheDocument();
  const asked = api.payloads('/lead/list').map((p) => (p.matcher as { statuses: string[] }).statuses[0]);
  expect(new Set(asked)).toEqual(new Set(['new', 'contacted', 'consultation_booked', 'retained', 'lost']));
});

test('"Move to" offers only allowed moves and moves the lead', async () => {
  const { api } = setup();
  const select = await screen.findByRole('combobox', { name: 'Move to: Grace Okafor' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Move to…', 'Contacted', 'Consultation booked', 'Retained', 'Lost']);
  await userEvent.selectOptions(select, 'Contacted');
  await waitFor(() => expect(api.lastPayload('/lead/update')).toMatchObject({ leadId: LEAD_ID, status: 'contacted' }));
});

test('moving to Lost asks why first', async () => {
  const { api } = setup();
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Move to: Grace Okafor' }), 'Lost');
  const dialog = screen.getByRole('alertdialog', { name: 'Mark Grace Okafor as lost?' });
  expect(api.payloads('/lead/update')).toHaveLength(0);
  await userEvent.type(within(dialog).getByLabelText(/Why was it lost/), 'Chose another firm');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
  await waitFor(() =>
    expect(api.lastPayload('/lead/update')).toMatchObject({ status: 'lost', lostReason: 'Chose another firm' }),
  );
});
