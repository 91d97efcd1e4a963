import type { ApiClient } from 'shared/client';
import { exportCompaniesCsvCall, exportLeadsCsvCall, listBeneficiariesCall, leadDetailsCall, listLeadsCall } from 'shared/contract';
import type { ListQuery } from 'shared/ui';
import { csvExporter, entityKeys, listPageFetcher } from './entityQueries';

const query: ListQuery = { page: 2, perpage: 25, search: '', filters: {}, sort: { key: 'name', order: 1 } } as unknown as ListQuery;
const payload = (q: ListQuery, fixed: { companyIds?: string[] } = {}) => ({
  page: q.page,
  perpage: q.perpage,
  matcher: { ...fixed },
  sort: { field: 'name', order: 1 } as const,
});

const apiAnswering = (answer: unknown) => {
  const call = jest.fn().mockResolvedValue(answer);
  return { api: { call } as unknown as ApiClient, call };
};

test('entityKeys: the module key and the record key of the declarations', () => {
  const keys = entityKeys(listLeadsCall, leadDetailsCall, 'leadId');
  expect(keys.all).toEqual(['call', listLeadsCall.module]);
  expect(keys.details('l1')).toEqual(['call', leadDetailsCall.module, leadDetailsCall.action, { leadId: 'l1' }]);
});

test('listPageFetcher: calls the list with the mapped payload (and the fixed matcher) and answers rows and total', async () => {
  const { api, call } = apiAnswering({ data: [{ id: 'b1' }], count: 7 });
  const signal = new AbortController().signal;
  const page = await listPageFetcher(listBeneficiariesCall, payload)(api, { companyIds: ['c1'] })(query, signal);
  expect(call).toHaveBeenCalledWith(listBeneficiariesCall, payload(query, { companyIds: ['c1'] }), { signal });
  expect(page).toEqual({ rows: [{ id: 'b1' }], total: 7 });
});

test('csvExporter: the payload without paging; without sort when the export takes none', async () => {
  const { api, call } = apiAnswering({ fileName: 'x.csv', content: 'a,b' });
  await expect(csvExporter(exportCompaniesCsvCall, payload)(api)(query)).resolves.toEqual({ fileName: 'x.csv', csv: 'a,b' });
  expect(call).toHaveBeenLastCalledWith(exportCompaniesCsvCall, { matcher: {}, sort: { field: 'name', order: 1 } });
  await csvExporter(exportLeadsCsvCall, payload, { sort: false })(api)(query);
  expect(call).toHaveBeenLastCalledWith(exportLeadsCsvCall, { matcher: {} });
});
