import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TContactCategory } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import { EmptyState, PageFrame, QueryState, StatusBadge, StyledButton, StyledCard, StyledScrollX } from 'shared/ui';
import { CategoryChips } from '../features/contacts/components/CategoryChips';
import { CategoryDialog } from '../features/contacts/components/CategoryDialog';
import { useContactCategories } from '../features/contacts/api/contactsQueries';
import { usePermissions } from '../features/people/hooks/usePermissions';
import { StyledShadedCompactTable } from '../features/common/components/CompactTable';

const StyledTable = styled(StyledShadedCompactTable)`
  td[data-align='right'],
  th[data-align='right'] {
    text-align: right;
  }
`;

/** Categories that group contacts (and the lead forms that feed them); admins and front office manage them. */
export default function CategoryListPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const perms = usePermissions();
  const canEdit = perms.canManageCategories;
  const query = useContactCategories(true);
  const [editing, setEditing] = useState<TContactCategory | 'new' | null>(null);
  const newButton = canEdit ? (
    <StyledButton type="button" $variant="primary" onClick={() => setEditing('new')}>
      New category
    </StyledButton>
  ) : null;
  return (
    <PageFrame
      title={route?.title ?? 'Categories'}
      description={route?.description}
      remote="mf-people"
      actions={newButton}
    >
      <QueryState query={query} noun="categories">
        {({ data }) =>
          data.length === 0 ? (
            <StyledCard>
              <EmptyState
                title="No categories yet"
                description="Categories such as “Referral partner” or “HR contact” help you find and e-mail the right people."
                actions={newButton}
              />
            </StyledCard>
          ) : (
            <StyledCard>
              <StyledScrollX>
                <StyledTable aria-label="Categories">
                  <thead>
                    <tr>
                      <th scope="col">Category</th>
                      <th scope="col" data-align="right">
                        Contacts
                      </th>
                      <th scope="col">Status</th>
                      {canEdit ? (
                        <th scope="col">
                          <span hidden>Actions</span>
                        </th>
                      ) : null}
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((c) => (
                      <tr key={c.id}>
                        <td>
                          <CategoryChips categories={[c]} />
                        </td>
                        <td data-align="right">
                          <Link to={`${buildPath('people.contacts')}?category=${c.id}`}>{c.contactCount}</Link>
                        </td>
                        <td>
                          <StatusBadge tone={c.active ? 'success' : 'neutral'}>
                            {c.active ? 'Active' : 'Inactive'}
                          </StatusBadge>
                        </td>
                        {canEdit ? (
                          <td>
                            <StyledButton type="button" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                              Edit
                            </StyledButton>
                          </td>
                        ) : null}
                      </tr>
                    ))}
                  </tbody>
                </StyledTable>
              </StyledScrollX>
            </StyledCard>
          )
        }
      </QueryState>
      {editing ? (
        <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </PageFrame>
  );
}
