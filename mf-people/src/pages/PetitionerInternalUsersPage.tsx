import type { PageProps } from 'shared/federation';
import { ROLE_NAMES, type RoleId } from 'shared/domain';
import { routeById } from 'shared/routes';
import { EmptyState, PageFrame, QueryState, StatusBadge, StyledCard, StyledScrollX } from 'shared/ui';
import { CompanyPicker } from '../features/petitioners/components/CompanyPicker';
import { usePetitioner } from '../features/petitioners/api/petitionersQueries';
import { useSelectedCompanyId } from '../features/petitioners/hooks/useSelectedCompanyId';
import { StyledShadedCompactTable as StyledTable } from '../features/common/components/CompactTable';

const statusTone = (status: string) => (status === 'active' ? 'success' : status === 'invited' ? 'info' : 'neutral');

function CompanyUsers({ companyId }: { companyId: string }) {
  const query = usePetitioner(companyId);
  return (
    <QueryState query={query} noun="petitioner">
      {(company) =>
        company.internalUsers.length === 0 ? (
          <StyledCard>
            <EmptyState
              level={3}
              title="No users yet"
              description={`${company.name} has no sign-ins yet. Invite the petitioner from the Petitioners page.`}
            />
          </StyledCard>
        ) : (
          <StyledCard aria-label={`Users of ${company.name}`}>
            <StyledScrollX>
              <StyledTable>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Role</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {company.internalUsers.map((u) => (
                    <tr key={u.id}>
                      <td>
                        {u.name} {u.isPrimary ? <StatusBadge tone="info">Primary</StatusBadge> : null}
                      </td>
                      <td>
                        <a href={`mailto:${u.email}`}>{u.email}</a>
                      </td>
                      <td>{ROLE_NAMES[u.roleId as RoleId] ?? `Role ${u.roleId}`}</td>
                      <td>
                        <StatusBadge tone={statusTone(u.status)}>{u.status}</StatusBadge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </StyledTable>
            </StyledScrollX>
          </StyledCard>
        )
      }
    </QueryState>
  );
}

/** The petitioner's own users (role 50): a petitioner sees his company's; staff choose a petitioner. */
export default function PetitionerInternalUsersPage({ routeId }: PageProps) {
  const route = routeById(routeId);
  const { companyId, choose } = useSelectedCompanyId();
  return (
    <PageFrame title={route?.title ?? 'Petitioner Users'} description={route?.description} remote="mf-people">
      {choose ? <CompanyPicker value={companyId} onChange={choose} /> : null}
      {companyId ? (
        <CompanyUsers companyId={companyId} />
      ) : (
        <StyledCard>
          <EmptyState
            level={3}
            title="Choose a petitioner"
            description="Pick a client company to see the people who sign in for it."
          />
        </StyledCard>
      )}
    </PageFrame>
  );
}
