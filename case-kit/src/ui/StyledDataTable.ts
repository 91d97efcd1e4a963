import styled, { css } from 'styled-components';

export interface DataTableProps {
  /** Vertical alignment of the cells (the browser's default when not given). */
  $valign?: 'top' | 'middle';
  /** Columns (from 1) hidden on phones, header and cells alike. */
  $hideOnPhone?: readonly number[];
}

/**
 * The case kit's plain data table: full width, 13px, left-aligned cells divided by a line; some
 * columns may hide on phones. Shared by the documents, forms, letters and questionnaire tables.
 */
export const StyledDataTable = styled.table<DataTableProps>`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    text-align: left;
    ${({ $valign }) => ($valign ? css`vertical-align: ${$valign};` : null)}
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  ${({ $hideOnPhone }) =>
    $hideOnPhone?.length
      ? css`
          @media (max-width: 768px) {
            ${$hideOnPhone.map((n) => `th:nth-child(${n}), td:nth-child(${n})`).join(', ')} {
              display: none;
            }
          }
        `
      : null}
`;
