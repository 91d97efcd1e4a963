import styled from 'styled-components';
import type { TBulkChange } from 'shared/contract';
import { StyledScrollX } from 'shared/ui';
import { SLOT_LABEL } from '../utils/bulkSlots';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** What a bulk assignment changes: case, role, before → after. */
export function BulkChangesTable({ changes, caption }: { changes: readonly TBulkChange[]; caption: string }) {
  return (
    <StyledScrollX>
      <StyledTable aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">Case No.</th>
            <th scope="col">Role</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={`${c.petitionId}-${c.field}`}>
              <td>{c.caseNumber}</td>
              <td>{SLOT_LABEL[c.field] ?? c.field}</td>
              <td>{c.before?.name ?? 'Nobody'}</td>
              <td>{c.after?.name ?? 'Nobody'}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScrollX>
  );
}
