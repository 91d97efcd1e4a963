import { useMemo } from 'react';
import { listCustomersCall, type TCustomer } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import { type ListColumn, type ListFilterDef, ListPage, PageFrame, StatusBadge } from 'shared/ui';
import { displayPhone } from 'shared/domain';
import { customerHref } from '../features/customers/utils/customerHref';
import {
  CUSTOMER_FILTER_KEYS,
  exportCustomersCsv,
  fetchCustomerPage,
} from '../features/customers/api/customersQueries';
import { usePeopleWords } from '../features/people/hooks/usePeopleWords';

const FILTERS: ListFilterDef[] = [
  {
    key: CUSTOMER_FILTER_KEYS.kind,
    label: 'Kind',
    anyLabel: 'Companies and individuals',
    options: [
      { value: 'company', label: 'Companies' },
      { value: 'individual', label: 'Individuals' },
    ],
  },
  {
    key: CUSTOMER_FILTER_KEYS.active,
    label: 'Status',
    options: [
      { value: 'yes', label: 'Active' },
      { value: 'no', label: 'Inactive' },
    ],
  },
];

/** Who pays: petitioner companies and individual clients in one list (used by invoices and reports). */
export default function CustomersPage({ routeId }: PageProps) {
  const api = useApi();
  const words = usePeopleWords();
  const route = routeById(routeId);
  const columns = useMemo<ListColumn<TCustomer>[]>(
    () => [
      { id: 'name', header: 'Name', sortKey: 'name', mobile: 'title', cell: (r) => <strong>{r.name}</strong> },
      {
        id: 'kind',
        header: 'Kind',
        mobile: 'subtitle',
        cell: (r) => (
          <StatusBadge tone={r.kind === 'company' ? 'info' : 'neutral'}>
            {r.kind === 'company' ? 'Company' : 'Individual'}
          </StatusBadge>
        ),
      },
      { id: 'contact', header: 'Billing contact', cell: (r) => r.billingContactName ?? '' },
      { id: 'email', header: 'Email', cell: (r) => r.email ?? '' },
      { id: 'phone', header: 'Phone', cell: (r) => displayPhone(r.phone) },
      { id: 'beneficiaries', header: words.plural, align: 'right', cell: (r) => r.beneficiaryCount },
      {
        id: 'accounting',
        header: 'Accounting',
        mobile: 'hidden',
        cell: (r) => (r.accountingCustomerId ? <StatusBadge tone="success">Linked</StatusBadge> : ''),
      },
      {
        id: 'active',
        header: 'Status',
        mobile: 'hidden',
        cell: (r) => (
          <StatusBadge tone={r.active ? 'success' : 'neutral'}>{r.active ? 'Active' : 'Inactive'}</StatusBadge>
        ),
      },
    ],
    [words.plural],
  );
  const fetchPage = useMemo(() => fetchCustomerPage(api), [api]);
  const exportCsv = useMemo(() => exportCustomersCsv(api), [api]);
  return (
    <PageFrame title={route?.title ?? 'Customers'} description={route?.description} remote="mf-people">
      <ListPage
        queryKey={listCustomersCall}
        label="Customers"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => `${r.kind}:${r.id}`}
        rowHref={customerHref}
        filters={FILTERS}
        defaultSort={{ key: 'name', order: 1 }}
        searchPlaceholder="Name, e-mail or FEIN…"
        exportCsv={exportCsv}
        emptyTitle="No customers yet"
        emptyDescription="Petitioners and individual clients appear here as the customers you invoice."
      />
    </PageFrame>
  );
}
