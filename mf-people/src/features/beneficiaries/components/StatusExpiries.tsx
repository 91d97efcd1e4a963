import type { TBeneficiary } from 'shared/contract';
import { formatDate } from 'shared/domain';
import { StyledCard, StyledScrollX } from 'shared/ui';
import { ExpiryDate } from './ExpiryDate';
import { StyledShadedCompactTable as StyledTable } from '../../common/components/CompactTable';

interface Row {
  what: string;
  detail: string | null | undefined;
  from: string | null | undefined;
  to: string | null | undefined;
}

/** Every date that can run out, in one table (the same dates the expiry calendar and reminders use). */
export function StatusExpiries({ beneficiary: b }: { beneficiary: TBeneficiary }) {
  const rows: Row[] = [
    {
      what: 'Immigration status',
      detail: b.currentStatus?.code,
      from: b.currentStatus?.validFrom,
      to: b.currentStatus?.expiryDate,
    },
    {
      what: 'I-797 validity',
      detail: [b.i797?.receiptNumber, b.i797?.classification].filter(Boolean).join(' · '),
      from: b.i797?.validFrom,
      to: b.i797?.validTo,
    },
    {
      what: 'EAD',
      detail: [b.ead?.category, b.ead?.cardNumber].filter(Boolean).join(' · '),
      from: b.ead?.validFrom,
      to: b.ead?.expiryDate,
    },
    {
      what: 'I-94',
      detail: b.i94?.number,
      from: b.i94?.lastEntryDate,
      to: b.i94?.durationOfStatus ? null : b.i94?.expiryDate,
    },
    { what: 'Passport', detail: b.passport?.number, from: b.passport?.issueDate, to: b.passport?.expiryDate },
    { what: 'Visa', detail: b.visa?.type, from: b.visa?.issueDate, to: b.visa?.expiryDate },
    { what: 'H/L six-year maximum', detail: null, from: b.hlStartDate, to: b.maxOutDate },
  ];
  return (
    <StyledCard aria-label="Status and expiries">
      <StyledScrollX>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Details</th>
              <th scope="col">From</th>
              <th scope="col">Until</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.what}>
                <th scope="row">{r.what}</th>
                <td>{r.detail || '—'}</td>
                <td>{formatDate(r.from) || '—'}</td>
                <td>
                  {r.to ? <ExpiryDate date={r.to} /> : r.what === 'I-94' && b.i94?.durationOfStatus ? 'D/S' : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledScrollX>
    </StyledCard>
  );
}
