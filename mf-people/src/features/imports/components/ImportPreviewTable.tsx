import styled from 'styled-components';
import type { TImportRow } from 'shared/contract';

const StyledScroll = styled.div`
  max-height: 320px;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-size: 12px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledRowStatus = styled.td<{ $bad: boolean }>`
  color: ${({ theme, $bad }) => ($bad ? theme.color.danger : theme.color.success)};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(4)};
  }
`;

/** Preview rows: the first columns of each row and its errors (SPEC §5 messages) or OK. */
export function ImportPreviewTable({ rows, columns }: { rows: readonly TImportRow[]; columns: readonly string[] }) {
  const shown = columns.slice(0, 3);
  return (
    <StyledScroll>
      <StyledTable aria-label="Rows to import">
        <thead>
          <tr>
            <th scope="col">Row</th>
            {shown.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
            <th scope="col">Check</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.rowNumber} data-testid={`import-row-${r.rowNumber}`}>
              <td>{r.rowNumber}</td>
              {shown.map((c) => (
                <td key={c}>{r.values[c] ?? ''}</td>
              ))}
              <StyledRowStatus $bad={r.errors.length > 0}>
                {r.errors.length === 0 ? (
                  'OK'
                ) : (
                  <ul>
                    {r.errors.map((e, i) => (
                      <li key={`${e.field}-${i}`}>
                        {e.field}: {e.message}
                      </li>
                    ))}
                  </ul>
                )}
              </StyledRowStatus>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
