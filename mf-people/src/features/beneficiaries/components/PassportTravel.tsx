import type { TBeneficiary } from 'shared/contract';
import { formatDate } from 'shared/domain';
import { DetailGrid, StyledCard, StyledSectionHeader, StyledStack } from 'shared/ui';
import { useCountries } from 'shared/query';
import { ExpiryDate } from './ExpiryDate';

export function PassportTravel({ beneficiary: b }: { beneficiary: TBeneficiary }) {
  const { byId } = useCountries();
  return (
    <StyledStack>
      <StyledCard aria-label="Passport">
        <StyledSectionHeader>
          <h2>Passport</h2>
        </StyledSectionHeader>
        <DetailGrid
          items={[
            { label: 'Number', value: b.passport?.number },
            {
              label: 'Issuing country',
              value: b.passport?.countryId
                ? (byId.get(b.passport.countryId)?.name ?? String(b.passport.countryId))
                : null,
            },
            { label: 'Place of issue', value: b.passport?.issuePlace },
            { label: 'Issued', value: formatDate(b.passport?.issueDate) },
            { label: 'Expires', value: <ExpiryDate date={b.passport?.expiryDate} /> },
          ]}
        />
      </StyledCard>
      <StyledCard aria-label="Visa">
        <StyledSectionHeader>
          <h2>Visa</h2>
        </StyledSectionHeader>
        <DetailGrid
          items={[
            { label: 'Type', value: b.visa?.type },
            { label: 'Number', value: b.visa?.number },
            { label: 'Issued at', value: b.visa?.issuePlace },
            { label: 'Issued', value: formatDate(b.visa?.issueDate) },
            { label: 'Expires', value: <ExpiryDate date={b.visa?.expiryDate} /> },
          ]}
        />
      </StyledCard>
      <StyledCard aria-label="I-94">
        <StyledSectionHeader>
          <h2>I-94</h2>
        </StyledSectionHeader>
        <DetailGrid
          items={[
            { label: 'Number', value: b.i94?.number },
            { label: 'Last entry', value: formatDate(b.i94?.lastEntryDate) },
            {
              label: 'Admit until',
              value: b.i94?.durationOfStatus ? 'D/S (duration of status)' : <ExpiryDate date={b.i94?.expiryDate} />,
            },
          ]}
        />
      </StyledCard>
    </StyledStack>
  );
}
