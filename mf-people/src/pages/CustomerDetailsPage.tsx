import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { displayPhone, formatDate } from 'shared/domain';
import type { PageProps } from 'shared/federation';
import { buildPath, routeById } from 'shared/routes';
import {
  DetailGrid,
  EmptyState,
  PageFrame,
  QueryState,
  StatusBadge,
  StyledActionBar,
  StyledCard,
  StyledLinkButton,
  StyledSectionHeader,
  StyledStack,
} from 'shared/ui';
import { formatAddressLines } from '../features/common/utils/formatAddress';
import { useCustomer } from '../features/customers/api/customersQueries';
import { usePeopleWords } from '../features/people/hooks/usePeopleWords';

const StyledPeople = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  columns: 2 220px;
`;

/** A customer's billing view: who invoices go to, where, and the people it pays for. */
export default function CustomerDetailsPage({ routeId, params, query }: PageProps) {
  const kindParam = query.get('kind');
  const kind = kindParam === 'company' || kindParam === 'individual' ? kindParam : null;
  const customer = useCustomer(params.itemId, kind);
  const words = usePeopleWords();
  const route = routeById(routeId);
  return (
    <QueryState
      query={customer}
      noun="customer"
      remote="mf-people"
      frameTitle={route?.title ?? 'Customer'}
      backTo={{ href: buildPath('people.customers'), label: 'Back to customers' }}
    >
      {(c) => {
        const recordHref =
          c.kind === 'company'
            ? buildPath('people.petitionerDetails', { itemId: c.id })
            : buildPath('people.individualDetails', { itemId: c.id });
        return (
          <PageFrame
            title={c.name}
            description={c.kind === 'company' ? 'Company customer' : 'Individual customer'}
            remote="mf-people"
            actions={
              <StyledActionBar>
                <StyledLinkButton to={recordHref}>
                  {c.kind === 'company' ? 'Open petitioner' : 'Open individual'}
                </StyledLinkButton>
              </StyledActionBar>
            }
          >
            <StyledStack>
              <StyledCard aria-label="Billing">
                <StyledSectionHeader>
                  <h2>Billing</h2>
                  <StatusBadge tone={c.active ? 'success' : 'neutral'}>{c.active ? 'Active' : 'Inactive'}</StatusBadge>
                </StyledSectionHeader>
                <DetailGrid
                  items={[
                    { label: 'Bill to', value: c.billingContactName },
                    { label: 'Email', value: c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : null },
                    { label: 'Phone', value: displayPhone(c.phone) },
                    { label: 'FEIN', value: c.feiNumber },
                    { label: 'Billing address', value: formatAddressLines(c.billingAddress).join(', ') },
                    {
                      label: 'Accounting customer',
                      value: c.accountingCustomerId ? `Linked (${c.accountingCustomerId})` : 'Not linked',
                    },
                    { label: 'Customer since', value: formatDate(c.createdAt) },
                  ]}
                />
              </StyledCard>
              <StyledCard aria-label={words.plural}>
                <StyledSectionHeader>
                  <h2>
                    {words.plural} ({c.beneficiaries.length})
                  </h2>
                </StyledSectionHeader>
                {c.beneficiaries.length === 0 ? (
                  <EmptyState level={3} title={`No ${words.plural.toLowerCase()} yet`} />
                ) : (
                  <StyledPeople>
                    {c.beneficiaries.map((b) => (
                      <li key={b.id}>
                        <Link to={buildPath(words.routes.details, { itemId: b.id })}>{b.name}</Link>
                      </li>
                    ))}
                  </StyledPeople>
                )}
              </StyledCard>
              <StyledCard aria-label="Invoices">
                <EmptyState
                  level={3}
                  title="No invoices yet"
                  description={`Invoices issued to ${c.name} will show here.`}
                  actions={<Link to={buildPath('billing.invoices')}>Go to invoices</Link>}
                />
              </StyledCard>
            </StyledStack>
          </PageFrame>
        );
      }}
    </QueryState>
  );
}
