import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteContactCall, type TContact } from 'shared/contract';
import { displayPhone, formatDate } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { useApi, useToast } from 'shared/session';
import {
  ConfirmDialog,
  DetailGrid,
  errorMessage,
  PageFrame,
  QueryState,
  StyledActionBar,
  StyledButton,
  StyledCard,
  StyledDangerOutlineButton,
  StyledSectionHeader,
  StyledStack,
  useEditMode,
} from 'shared/ui';
import { ActivityList } from '../features/activity/components/ActivityList';
import { formatAddressLines } from '../features/common/utils/formatAddress';
import { contactKeys } from '../features/contacts/api/contactsQueries';
import { CategoryChips } from '../features/contacts/components/CategoryChips';
import { ContactEditor } from '../features/contacts/components/ContactEditor';
import { useContact } from '../features/contacts/api/contactsQueries';
import { usePermissions } from '../features/people/hooks/usePermissions';

const SOURCES: Record<string, string> = {
  manual: 'Added by hand',
  lead_form: 'Lead form',
  import: 'Import',
  lead: 'Converted lead',
};

function ContactView({ contact: c }: { contact: TContact }) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const perms = usePermissions();
  const [editing, setEditing] = useEditMode();
  const [deleting, setDeleting] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.call(deleteContactCall, { contactId: c.id }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: contactKeys.details(c.id) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.list });
      void queryClient.invalidateQueries({ queryKey: contactKeys.categories });
      toast.success(`${c.name} deleted.`);
      navigate(buildPath('people.contacts'));
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  if (editing) {
    return (
      <PageFrame title={`Edit ${c.name}`} remote="mf-people">
        <ContactEditor contact={c} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={c.name}
      description={[c.title, c.organisation].filter(Boolean).join(', ') || undefined}
      remote="mf-people"
      actions={
        perms.canCreateCompany ? (
          <StyledActionBar>
            <StyledButton type="button" onClick={() => setEditing(true)}>
              Edit
            </StyledButton>
            <StyledDangerOutlineButton type="button" onClick={() => setDeleting(true)}>
              Delete
            </StyledDangerOutlineButton>
          </StyledActionBar>
        ) : null
      }
    >
      <StyledStack>
        <StyledCard aria-label="Contact">
          <DetailGrid
            items={[
              { label: 'Email', value: c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : null },
              { label: 'Phone', value: displayPhone(c.phone, c.countryCallingCode) },
              {
                label: 'Categories',
                value: c.categories.length > 0 ? <CategoryChips categories={c.categories} /> : null,
              },
              { label: 'E-mail campaigns', value: c.subscribed ? 'Subscribed' : 'Unsubscribed' },
              { label: 'Source', value: SOURCES[c.source] ?? c.source },
              { label: 'Address', value: formatAddressLines(c.address).join(', ') },
              { label: 'Added', value: formatDate(c.createdAt) },
              { label: 'Notes', value: c.notes },
            ]}
          />
        </StyledCard>
        <StyledCard aria-label="Activity">
          <StyledSectionHeader>
            <h2>Activity</h2>
          </StyledSectionHeader>
          <ActivityList entity="contact" id={c.id} />
        </StyledCard>
      </StyledStack>
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${c.name}?`}
          message={<p>The contact is removed from your lists and campaigns. This cannot be undone.</p>}
          confirmLabel="Delete contact"
          busy={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() => remove.mutate()}
        />
      ) : null}
    </PageFrame>
  );
}

export default function ContactDetailsPage({ routeId, params }: PageProps) {
  const query = useContact(params.itemId);
  return (
    <QueryState
      query={query}
      noun="contact"
      remote="mf-people"
      frameTitle={routeById(routeId)?.title ?? 'Contact'}
      backTo={{ href: buildPath('people.contacts'), label: 'Back to contacts' }}
    >
      {(c) => <ContactView contact={c} />}
    </QueryState>
  );
}
