import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { listContactsCall, type TContact } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi } from 'shared/session';
import {
  Dialog,
  type ListColumn,
  type ListFilterDef,
  ListPage,
  PageFrame,
  StatusBadge,
  StyledActionBar,
  StyledButton,
  StyledLinkButton,
} from 'shared/ui';
import { displayPhone } from 'shared/domain';
import {
  CONTACT_FILTER_KEYS,
  exportContactsCsv,
  fetchContactPage,
} from '../features/contacts/api/contactsQueries';
import { CategoryChips } from '../features/contacts/components/CategoryChips';
import { ContactEditor } from '../features/contacts/components/ContactEditor';
import { useContactCategories } from '../features/contacts/api/contactsQueries';
import { usePermissions } from '../features/people/hooks/usePermissions';

const COLUMNS: ListColumn<TContact>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', mobile: 'title', cell: (r) => <strong>{r.name}</strong> },
  {
    id: 'organisation',
    header: 'Organisation',
    sortKey: 'organisation',
    mobile: 'subtitle',
    cell: (r) => [r.organisation, r.title].filter(Boolean).join(' · '),
  },
  { id: 'email', header: 'Email', cell: (r) => r.email ?? '' },
  { id: 'phone', header: 'Phone', cell: (r) => displayPhone(r.phone, r.countryCallingCode) },
  { id: 'categories', header: 'Categories', cell: (r) => <CategoryChips categories={r.categories} /> },
  {
    id: 'subscribed',
    header: 'Campaigns',
    mobile: 'hidden',
    cell: (r) => (r.subscribed ? '' : <StatusBadge>Unsubscribed</StatusBadge>),
  },
];

/** A small CRM: people the firm knows who are not (yet) clients. */
export default function ContactsPage({ routeId }: PageProps) {
  const api = useApi();
  const navigate = useNavigate();
  const perms = usePermissions();
  const categories = useContactCategories();
  const [creating, setCreating] = useState(false);
  const route = routeById(routeId);
  const filters = useMemo<ListFilterDef[]>(
    () => [
      {
        key: CONTACT_FILTER_KEYS.category,
        label: 'Category',
        options: (categories.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.contactCount})` })),
      },
      {
        key: CONTACT_FILTER_KEYS.subscribed,
        label: 'Campaigns',
        options: [
          { value: 'yes', label: 'Subscribed' },
          { value: 'no', label: 'Unsubscribed' },
        ],
      },
    ],
    [categories.data],
  );
  const fetchPage = useMemo(() => fetchContactPage(api), [api]);
  const exportCsv = useMemo(() => exportContactsCsv(api), [api]);
  const canEdit = perms.canCreateCompany;
  const newButton = canEdit ? (
    <StyledButton type="button" $variant="primary" onClick={() => setCreating(true)}>
      New contact
    </StyledButton>
  ) : null;
  return (
    <PageFrame
      title={route?.title ?? 'Contacts'}
      description={route?.description}
      remote="mf-people"
      actions={
        <StyledActionBar>
          <StyledLinkButton to={buildPath('people.categoryList')}>Categories</StyledLinkButton>
          {newButton}
        </StyledActionBar>
      }
    >
      <ListPage
        queryKey={listContactsCall}
        label="Contacts"
        columns={COLUMNS}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        rowHref={(r) => buildPath('people.contactDetails', { itemId: r.id })}
        filters={filters}
        defaultSort={{ key: 'name', order: 1 }}
        searchPlaceholder="Name, e-mail or organisation…"
        exportCsv={exportCsv}
        emptyTitle="No contacts yet"
        emptyDescription="Referral partners, HR people and prospects you keep in touch with show here."
        emptyActions={newButton}
      />
      {creating ? (
        <Dialog title="New contact" onClose={() => setCreating(false)} width="720px">
          <ContactEditor
            contact={null}
            onCancel={() => setCreating(false)}
            onSaved={(c) => navigate(buildPath('people.contactDetails', { itemId: c.id }))}
          />
        </Dialog>
      ) : null}
    </PageFrame>
  );
}
