import styled from 'styled-components';
import type { TAddress } from 'shared/contract';
import { ADDRESS_TYPE_LABELS, formatAddressLines } from '../utils/formatAddress';
import { EmptyState } from 'shared/ui';

const StyledAddresses = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledAddress = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  address {
    font-style: normal;
  }
`;

const StyledAddressType = styled.div`
  font-size: 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space(1)};
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

export function AddressList({ addresses }: { addresses: readonly TAddress[] }) {
  if (addresses.length === 0) return <EmptyState level={3} title="No addresses yet" />;
  return (
    <StyledAddresses>
      {addresses.map((a, i) => (
        <StyledAddress key={`${a.type}-${i}`}>
          <StyledAddressType>{ADDRESS_TYPE_LABELS[a.type] ?? a.type}</StyledAddressType>
          <address>
            {formatAddressLines(a).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </StyledAddress>
      ))}
    </StyledAddresses>
  );
}
