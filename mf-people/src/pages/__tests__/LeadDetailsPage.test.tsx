import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_ID, leadRecord } from '../../testing/crmFixtures';
import { masterdataHandler } from '../../testing/fixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import LeadDetailsPage from '../LeadDetailsPage';

const COMPANY = '20000000-0000-4000-8000-000000000009';
const PERSON = '10000000-0000-4000-8000-000000000009';

test('Convert turns the lead into a petitioner plus its beneficiary and links to both', async () => {
  const api = createMockApi({
    '/lead/details': () => leadRecord(),
    '/masterdata/list': masterdataHandler,
    '/lead/convert': () => ({
      lead: leadRecord({
        status: 'retained',
        converted: { at: '2026-01-06T00:00:00.000Z', companyId: COMPANY, individualId: null, beneficiaryId: PERSON },
      }),
      companyId: COMPANY,
      individualId: null,
      beneficiaryId: PERSON,
    }),
  });
  renderWithServices(
    <LeadDetailsPage
      routeId="people.leadDetails"
      params={{ itemId: LEAD_ID }}
      query={new URLSearchParams()}
      linkToken={null}
    />,
    { api, url: `/leads/${LEAD_ID}` },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Convert…' }));
  expect(screen.getByRole('checkbox', { name: /Also create the beneficiary \(Ravi Kumar\)/ })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
  await waitFor(() =>
    expect(api.lastPayload('/lead/convert')).toMatchObject({
      leadId: LEAD_ID,
      into: 'petitioner',
      withBeneficiary: true,
    }),
  );
  expect(await screen.findByRole('link', { name: 'Open the petitioner' })).toHaveAttribute(
    'href',
    `/petitioner-details/${COMPANY}`,
  );
  expect(screen.getByRole('link', { name: 'Open the person the case is for' })).toHaveAttribute(
    'href',
    `/beneficiaries-details/${PERSON}`,
  );
  expect(screen.queryByRole('button', { name: 'Convert…' })).not.toBeInTheDocument();
});

test('notes are added from the Notes tab', async () => {
  const api = createMockApi({
    '/lead/details': () => leadRecord(),
    '/masterdata/list': masterdataHandler,
    '/lead/update': (p) =>
      leadRecord({
        notes: [
          ...leadRecord().notes,
          {
            id: 'n2',
            text: String(p.addNote),
            createdAt: '2026-01-07T00:00:00.000Z',
            createdBy: 'u-1',
            createdByName: 'Alex Admin',
          },
        ],
      }),
  });
  renderWithServices(
    <LeadDetailsPage
      routeId="people.leadDetails"
      params={{ itemId: LEAD_ID }}
      query={new URLSearchParams()}
      linkToken={null}
    />,
    { api, url: `/leads/${LEAD_ID}?tab=notes` },
  );
  await userEvent.type(await screen.findByRole('textbox', { name: 'New note' }), 'Called back, booked a consultation.');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByText('Called back, booked a consultation.')).toBeInTheDocument();
  expect(api.lastPayload('/lead/update')).toMatchObject({
    leadId: LEAD_ID,
    addNote: 'Called back, booked a consultation.',
  });
});
