import type { KeyboardEvent, MouseEvent } from 'react';
import styled from 'styled-components';
import { useRowKeyboardNav } from './useRowKeyboardNav';
import type { ListColumn } from './listTypes';

const StyledCards = styled.ul<{ $busy: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
`;

const StyledCardItem = styled.li<{ $clickable: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const StyledCardTitle = styled.div`
  font-weight: 600;
`;

const StyledCardSubtitle = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

const StyledCardFields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 13px;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledFieldGroup = styled.div`
  display: contents;
`;

export interface CardListProps<T> {
  columns: readonly ListColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  onOpen?: (row: T, event: MouseEvent | KeyboardEvent) => void;
  busy?: boolean;
  label: string;
}

/** The mobile form of a list (≤ 768 px): one card per row, the same keyboard keys as the table. */
export function CardList<T>({ columns, rows, rowKey, onOpen, busy = false, label }: CardListProps<T>) {
  const nav = useRowKeyboardNav(rows.length, (index, event) => {
    const row = rows[index];
    if (row && onOpen) onOpen(row, event);
  });
  const title = columns.find((c) => c.mobile === 'title') ?? columns[0];
  const subtitle = columns.filter((c) => c.mobile === 'subtitle');
  const fields = columns.filter((c) => c !== title && (c.mobile ?? 'field') === 'field');
  return (
    <StyledCards aria-label={label} aria-busy={busy} $busy={busy} onKeyDown={onOpen ? nav.onKeyDown : undefined}>
      {rows.map((row, index) => (
        <StyledCardItem
          key={rowKey(row)}
          $clickable={!!onOpen}
          {...(onOpen ? nav.rowProps(index) : {})}
          onClick={
            onOpen
              ? (e) => {
                  if ((e.target as HTMLElement).closest('a,button,input,select,label')) return;
                  onOpen(row, e);
                }
              : undefined
          }
        >
          {title ? <StyledCardTitle>{title.cell(row)}</StyledCardTitle> : null}
          {subtitle.map((c) => (
            <StyledCardSubtitle key={c.id}>{c.cell(row)}</StyledCardSubtitle>
          ))}
          {fields.length > 0 ? (
            <StyledCardFields>
              {fields.map((c) => (
                <StyledFieldGroup key={c.id}>
                  <dt>{c.header}</dt>
                  <dd>{c.cell(row)}</dd>
                </StyledFieldGroup>
              ))}
            </StyledCardFields>
          ) : null}
        </StyledCardItem>
      ))}
    </StyledCards>
  );
}
