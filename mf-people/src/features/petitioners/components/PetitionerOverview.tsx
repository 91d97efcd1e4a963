import type { TCompany } from 'shared/contract';
import { displayPhone, formatDate, formatMoney } from 'shared/domain';
import { DetailGrid, StyledCard } from 'shared/ui';

export function PetitionerOverview({ company }: { company: TCompany }) {
  return (
    <StyledCard aria-label="Overview">
      <DetailGrid
        items={[
          { label: 'Legal name', value: company.name },
          { label: 'Doing business as', value: company.dba },
          { label: 'FEIN', value: company.feiNumber },
          { label: 'NAICS code', value: company.naicsCode },
          { label: 'Employees', value: company.employeesCount?.toLocaleString('en-US') },
          { label: 'Year established', value: company.yearEstablished },
          { label: 'Gross annual income', value: formatMoney(company.grossIncome) },
          { label: 'Net annual income', value: formatMoney(company.netIncome) },
          { label: 'Business type', value: company.businessType },
          {
            label: 'Website',
            value: company.website ? (
              <a
                href={/^https?:\/\//.test(company.website) ? company.website : `https://${company.website}`}
                target="_blank"
                rel="noreferrer"
              >
                {company.website}
              </a>
            ) : null,
          },
          { label: 'Email', value: company.email ? <a href={`mailto:${company.email}`}>{company.email}</a> : null },
          { label: 'Phone', value: displayPhone(company.phone, company.countryCallingCode) },
          { label: 'Branch', value: company.branchName },
          { label: 'Profile completed', value: company.registrationCompleted ? 'Yes' : 'Not yet' },
          { label: 'Client since', value: formatDate(company.createdAt) },
        ]}
      />
    </StyledCard>
  );
}
