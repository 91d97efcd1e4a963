import type { TCompany } from 'shared/contract';
import { EmptyState, StatusBadge, StyledCard, StyledScrollX, StyledSectionHeader, StyledStack } from 'shared/ui';
import { AddressList } from '../../common/components/AddressList';
import { displayPhone } from 'shared/domain';
import { StyledCompactTable as StyledTable } from '../../common/components/CompactTable';

export function PetitionerContacts({ company }: { company: TCompany }) {
  return (
    <StyledStack>
      <StyledCard aria-label="Contacts">
        <StyledSectionHeader>
          <h2>Contacts</h2>
        </StyledSectionHeader>
        {company.contacts.length === 0 ? (
          <EmptyState
            level={3}
            title="No contacts yet"
            description="Add the HR and finance people you work with when you edit the petitioner."
          />
        ) : (
          <StyledScrollX>
            <StyledTable>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Title</th>
                  <th scope="col">Email</th>
                  <th scope="col">Phone</th>
                </tr>
              </thead>
              <tbody>
                {company.contacts.map((c, i) => (
                  <tr key={`${c.name}-${i}`}>
                    <td>
                      {c.name} {c.isPrimary ? <StatusBadge tone="info">Primary</StatusBadge> : null}
                    </td>
                    <td>{c.title ?? ''}</td>
                    <td>{c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : ''}</td>
                    <td>{displayPhone(c.phone, c.countryCallingCode)}</td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          </StyledScrollX>
        )}
      </StyledCard>
      <StyledCard aria-label="Addresses">
        <StyledSectionHeader>
          <h2>Addresses</h2>
        </StyledSectionHeader>
        <AddressList addresses={company.addresses} />
      </StyledCard>
    </StyledStack>
  );
}
