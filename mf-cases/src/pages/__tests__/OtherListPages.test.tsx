import { screen, within } from '@testing-library/react';
import { caseId, caseListItem, casePage, listSideHandlers } from '../../features/lists/testing/caseFixtures';
import { createMockApi } from 'shared/testing';
import { renderWithServices } from 'shared/testing';
import { makeSessionUser } from 'shared/testing';
import ExternalCasesPage from '../ExternalCasesPage';
import RfeCasesPage from '../RfeCasesPage';

const props = (routeId: string) => ({ routeId, params: {}, query: new URLSearchParams(), linkToken: null });

test('/ref-cases lists RFE cases linking each to its RFE details and its parent case', async () => {
  const api = createMockApi({
    ...listSideHandlers(),
    '/petition/list': () =>
      casePage([
        caseListItem(5, {
          kind: 'rfe',
          typeName: 'RFE',
          subTypeName: null,
          statusId: 24,
          parentId: caseId(1),
          parentCaseNumber: 'H1B-2026-00001',
          caseNumber: 'RFE-2026-00005',
        }),
      ]),
  });
  renderWithServices(<RfeCasesPage {...props('cases.rfeList')} />, { api, url: '/ref-cases' });
  const table = await screen.findByRole('table', { name: 'RFE cases' });
  expect(within(table).getByRole('link', { name: 'RFE-2026-00005' })).toHaveAttribute(
    'href',
    `/rfe-petition-details/${caseId(5)}`,
  );
  expect(within(table).getByRole('link', { name: 'H1B-2026-00001' })).toHaveAttribute(
    'href',
    `/petition-details/${caseId(1)}`,
  );
  expect(within(table).getByText('RFE Received')).toBeInTheDocument();
  expect(api.lastPayload('/petition/list')).toMatchObject({ list: 'rfe' });
});

test('/external-cases needs isAllowExternalCases', async () => {
  const api = createMockApi({ ...listSideHandlers(), '/petition/list': () => casePage([]) });
  renderWithServices(<ExternalCasesPage {...props('cases.externalCases')} />, { api, url: '/external-cases' });
  expect(screen.getByText('External cases are not enabled')).toBeInTheDocument();
  expect(api.payloads('/petition/list')).toHaveLength(0);
});

test('/external-cases lists the external list, rows opening the external case details', async () => {
  const api = createMockApi({
    ...listSideHandlers(),
    '/petition/list': () => casePage([caseListItem(7, { isExternal: true })]),
  });
  const user = makeSessionUser({ globalConfig: { isAllowExternalCases: 1, employeeMngmt: 0 } });
  renderWithServices(<ExternalCasesPage {...props('cases.externalCases')} />, { api, url: '/external-cases', user });
  const link = await screen.findByRole('link', { name: 'H1B-2026-00007' });
  expect(link).toHaveAttribute('href', `/external-case-details/${caseId(7)}`);
  expect(api.lastPayload('/petition/list')).toMatchObject({ list: 'external' });
});
