import type { TBeneficiary } from 'shared/contract';
import { displayPhone, formatDate, QUESTIONNAIRE_LANGUAGE_NAMES } from 'shared/domain';
import { DetailGrid, StatusBadge, StyledCard } from 'shared/ui';
import { useCountries } from 'shared/query';
import { TEMPORARY_EMAIL_WARNING } from './BeneficiaryForm';

const cap = (v: string | null) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : null);

export function BeneficiaryProfile({ beneficiary: b }: { beneficiary: TBeneficiary }) {
  const { byId } = useCountries();
  const country = (id: number | null) => (id ? (byId.get(id)?.name ?? String(id)) : null);
  return (
    <StyledCard aria-label="Profile">
      <DetailGrid
        items={[
          { label: 'First name', value: b.firstName },
          { label: 'Middle name', value: b.middleName },
          { label: 'Last name', value: b.lastName },
          { label: 'Other names used', value: b.otherNames },
          { label: 'Gender', value: cap(b.gender) },
          { label: 'Marital status', value: cap(b.maritalStatus) },
          {
            label: 'Preferred language',
            value: b.preferredLanguage ? QUESTIONNAIRE_LANGUAGE_NAMES[b.preferredLanguage] : null,
          },
          { label: 'Date of birth', value: formatDate(b.dateOfBirth) },
          { label: 'Place of birth', value: [b.birthCity, country(b.birthCountryId)].filter(Boolean).join(', ') },
          { label: 'Citizenship', value: b.citizenshipCountryName ?? country(b.citizenshipCountryId) },
          {
            label: 'Email',
            value: b.email ? (
              <>
                <a href={`mailto:${b.email}`}>{b.email}</a>
                {b.isTemporaryEmail ? (
                  <>
                    {' '}
                    <span title={TEMPORARY_EMAIL_WARNING}>
                      <StatusBadge tone="warning">Temporary account</StatusBadge>
                    </span>
                  </>
                ) : null}
              </>
            ) : null,
          },
          { label: 'Phone', value: displayPhone(b.phone, b.countryCallingCode) },
          { label: 'Petitioner', value: b.companyName },
          { label: 'Attorney', value: b.attorneyName },
          { label: 'A-Number', value: b.alienNumber },
          { label: 'SSN', value: b.ssnLast4 ? `•••-••-${b.ssnLast4}` : null },
        ]}
      />
    </StyledCard>
  );
}
