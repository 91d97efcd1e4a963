import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyRecord, COMPANY_ID } from '../../testing/companyFixtures';
import { beneficiaryListItem, masterdataHandler } from '../../testing/fixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import PetitionerDetailsPage from '../PetitionerDetailsPage';

const DUPLICATE = '20000000-0000-4000-8000-000000000002';

function setup(roleId = 3) {
  const api = createMockApi({
    '/company/details': () => companyRecord(),
    '/masterdata/list': masterdataHandler,
    '/company/list': () => ({
      data: [
        {
          ...companyRecord({ id: DUPLICATE, name: 'Northwind Analytics' }),
          city: null,
          state: null,
          primaryContactName: null,
        },
      ],
      count: 1,
      page: 1,
      perpage: 10,
      nextCursor: null,
    }),
    '/company/merge': () => companyRecord(),
    '/reminders/list': () => ({
      data: [
        {
          id: 'r-1',
          title: 'Renew the LCA posting',
          note: '',
          date: '2026-12-01',
          time: '09:00',
          timezone: 'UTC',
          nextAt: '2026-12-01T09:00:00.000Z',
          repeat: 'none',
          status: 'snoozed',
          recordType: 'petitioner',
          recordId: COMPANY_ID,
          recordLabel: 'Northwind',
          recipientUserIds: [],
          recipientNames: [],
          recipientEmails: [],
          createdBy: 'u-1',
          createdByName: 'Alex Admin',
          createdAt: '2026-11-20T10:00:00.000Z',
          lastSentAt: null,
          sentCount: 0,
          mine: true,
        },
      ],
      count: 1,
      page: 1,
      perpage: 50,
    }),
    '/beneficiary/list': () => ({
      data: [beneficiaryListItem(1)],
      count: 1,
      page: 1,
      perpage: 25,
      nextCursor: null,
      term: 'beneficiary',
    }),
  });
  const page = (
    <PetitionerDetailsPage
      routeId="people.petitionerDetails"
      params={{ itemId: COMPANY_ID }}
      query={new URLSearchParams()}
      linkToken={null}
    />
  );
  return renderWithServices(page, { api, url: `/petitioner-details/${COMPANY_ID}`, user: makeSessionUser({ roleId }) });
}

test('shows the overview and switches tabs with the arrow keys', async () => {
  setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Analytics Inc.' })).toBeInTheDocument();
  expect(screen.getByText('$18,500,000.00')).toBeInTheDocument();
  const overview = screen.getByRole('tab', { name: 'Overview' });
  overview.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Contacts & addresses' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Maya Chen')).toBeInTheDocument();
  expect(screen.getByText('500 Howard St, Ste 400')).toBeInTheDocument();
});

test('the beneficiaries tab lists only this petitioner’s people', async () => {
  const { api } = setup();
  await userEvent.click(await screen.findByRole('tab', { name: /Beneficiaries/ }));
  expect(await screen.findByText('Person 1')).toBeInTheDocument();
  expect(api.lastPayload('/beneficiary/list')).toMatchObject({ matcher: { companyIds: [COMPANY_ID] } });
});

test('cases and invoices say so when there are none yet', async () => {
  setup();
  await userEvent.click(await screen.findByRole('tab', { name: 'Cases' }));
  expect(screen.getByText('No cases yet')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Invoices' }));
  expect(screen.getByText('No invoices yet')).toBeInTheDocument();
});

test('merging asks for confirmation, then merges the duplicate into this petitioner', async () => {
  const { api } = setup();
  await userEvent.click(await screen.findByRole('button', { name: 'Merge duplicate…' }));
  await userEvent.type(screen.getByLabelText('Find the duplicate petitioner'), 'north');
  await userEvent.click(await screen.findByRole('radio', { name: /Northwind Analytics/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByRole('alertdialog')).toHaveTextContent('This cannot be undone.');
  expect(api.payloads('/company/merge')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Merge and remove Northwind Analytics' }));
  await waitFor(() =>
    expect(api.payloads('/company/merge')).toEqual([
      expect.objectContaining({ targetId: COMPANY_ID, sourceId: DUPLICATE }),
    ]),
  );
});

test('merge is for admins only', async () => {
  setup(6);
  await screen.findByRole('heading', { level: 1, name: 'Northwind Analytics Inc.' });
  expect(screen.queryByRole('button', { name: 'Merge duplicate…' })).not.toBeInTheDocument();
});

test('staff see the petitioner’s reminders with their status and can set one', async () => {
  const { api } = setup(3);
  const block = await screen.findByRole('region', { name: 'Reminders' });
  expect(await within(block).findByText('Renew the LCA posting')).toBeInTheDocument();
  expect(within(block).getByText('Snoozed')).toBeInTheDocument();
  expect(within(block).getByRole('button', { name: 'Set reminder' })).toBeInTheDocument();
  expect(api.lastPayload('/reminders/list')).toMatchObject({
    matcher: { recordType: 'petitioner', recordId: COMPANY_ID },
  });
});
