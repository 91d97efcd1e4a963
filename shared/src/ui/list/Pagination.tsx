import styled from 'styled-components';
import { mobile, StyledButton } from 'shared/ui-core';
import { StyledSelect } from 'shared/ui/form';
import { PAGE_SIZE_OPTIONS } from './listTypes';

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
  ${mobile} {
    justify-content: center;
  }
`;

const StyledPagerGroup = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface PaginationProps {
  page: number;
  perpage: number;
  total: number;
  onPage: (page: number) => void;
  onPerpage: (perpage: number) => void;
}

export const pageCount = (total: number, perpage: number): number => Math.max(1, Math.ceil(total / perpage));

export function Pagination({ page, perpage, total, onPage, onPerpage }: PaginationProps) {
  const pages = pageCount(total, perpage);
  const first = total === 0 ? 0 : (page - 1) * perpage + 1;
  const last = Math.min(page * perpage, total);
  return (
    <StyledPager aria-label="Pagination">
      <span aria-live="polite">
        {first}–{last} of {total}
      </span>
      <StyledPagerGroup>
        <label>
          Rows per page{' '}
          <StyledSelect value={perpage} onChange={(e) => onPerpage(Number(e.target.value))}>
            {PAGE_SIZE_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </StyledSelect>
        </label>
        <StyledButton type="button" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
          ‹ Prev
        </StyledButton>
        <span>
          Page {page} of {pages}
        </span>
        <StyledButton type="button" onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label="Next page">
          Next ›
        </StyledButton>
      </StyledPagerGroup>
    </StyledPager>
  );
}
