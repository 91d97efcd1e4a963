import styled, { css } from 'styled-components';

const compactCells = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

/** The small read-only table of the people panels (contacts, dependents): 13px cells, muted 12px headers. */
export const StyledCompactTable = styled.table`
  ${compactCells}
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 12px;
  }
`;

/**
 * The same table with a shaded header row (expiries, categories, company users); only the column
 * headers (`thead th`) are muted, so a row header (`tbody th`) reads as a cell.
 */
export const StyledShadedCompactTable = styled.table`
  ${compactCells}
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 12px;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
