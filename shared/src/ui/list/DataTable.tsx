import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useRowKeyboardNav } from './useRowKeyboardNav';
import type { ListColumn, ListSort } from './listTypes';

const StyledScroll = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 120ms;
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    font-size: 12px;
    white-space: nowrap;
  }
  td {
    white-space: nowrap;
  }
  td[data-wrap='true'] {
    white-space: normal;
    min-width: 140px;
    max-width: 280px;
  }
  th[data-align='right'],
  td[data-align='right'] {
    text-align: right;
  }
`;

const StyledRow = styled.tr<{ $clickable: boolean }>`
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

const StyledSortMark = styled.span<{ $active: boolean }>`
  opacity: ${({ $active }) => ($active ? 1 : 0.35)};
  font-size: 10px;
`;

export interface DataTableProps<T> {
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort: ListSort | null;
  onSort?: (sort: ListSort | null) => void;
  onOpen?: (row: T, event: MouseEvent | KeyboardEvent) => void;
  busy?: boolean;
  label: string;
}

/** None → ascending → descending → none. */
export const nextSort = (current: ListSort | null, key: string): ListSort | null => {
  if (!current || current.key !== key) return { key, order: 1 };
  return current.order === 1 ? { key, order: -1 } : null;
};

export function DataTable<T>({ columns, rows, rowKey, sort, onSort, onOpen, busy = false, label }: DataTableProps<T>) {
  const columnDefs = useMemo<ColumnDef<T>[]>(
    () => columns.map((c) => ({ id: c.id, header: c.header, cell: ({ row }) => c.cell(row.original) })),
    [columns],
  );
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const data = useMemo(() => [...rows], [rows]);
  const table = useReactTable({
    data,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    manualPagination: true,
  });
  const rowModel = table.getRowModel().rows;
  const nav = useRowKeyboardNav(rowModel.length, (index, event) => {
    const row = rowModel[index];
    if (row && onOpen) onOpen(row.original, event);
  });

  return (
    <StyledScroll>
      <StyledTable aria-label={label} aria-busy={busy} $busy={busy} onKeyDown={onOpen ? nav.onKeyDown : undefined}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const col = byId.get(header.column.id);
                const sortKey = col?.sortKey;
                const active = sort !== null && sortKey !== undefined && sort.key === sortKey;
                const ariaSort = active
                  ? sort.order === 1
                    ? 'ascending'
                    : 'descending'
                  : sortKey
                    ? 'none'
                    : undefined;
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort}
                    data-align={col?.align}
                    style={col?.width ? { width: col.width } : undefined}
                  >
                    {sortKey && onSort ? (
                      <StyledSortButton type="button" onClick={() => onSort(nextSort(sort, sortKey))}>
                        {title}
                        <StyledSortMark aria-hidden="true" $active={active}>
                          {active && sort.order === -1 ? '▼' : '▲'}
                        </StyledSortMark>
                      </StyledSortButton>
                    ) : (
                      title
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rowModel.map((row, index) => (
            <StyledRow
              key={row.id}
              $clickable={!!onOpen}
              {...(onOpen ? nav.rowProps(index) : {})}
              onClick={
                onOpen
                  ? (e) => {
                      if ((e.target as HTMLElement).closest('a,button,input,select,label')) return;
                      onOpen(row.original, e);
                    }
                  : undefined
              }
            >
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  data-align={byId.get(cell.column.id)?.align}
                  data-wrap={byId.get(cell.column.id)?.wrap ? 'true' : undefined}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </StyledRow>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
