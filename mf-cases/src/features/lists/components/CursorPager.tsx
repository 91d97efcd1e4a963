import styled from 'styled-components';
import { mobile, StyledButton } from 'shared/ui-core';
import { StyledSelect } from 'shared/ui/form';
import { CASE_PAGE_SIZES } from '../utils/caseListUrl';

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

const StyledGroup = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface CursorPagerProps {
  pageNumber: number;
  perpage: number;
  /** Rows on the page shown. */
  shown: number;
  /** Matching rows across pages (null when not counted). */
  total: number | null;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFirst: () => void;
  onPerpage: (perpage: number) => void;
}

/** Keyset paging: Previous / Next by cursor, the range shown and the total. */
export function CursorPager(props: CursorPagerProps) {
  const first = props.shown === 0 ? 0 : (props.pageNumber - 1) * props.perpage + 1;
  const last = first === 0 ? 0 : first + props.shown - 1;
  return (
    <StyledPager aria-label="Pagination">
      <span aria-live="polite">
        {first}–{last}
        {props.total !== null ? ` of ${props.total}` : ''}
      </span>
      <StyledGroup>
        <label>
          Rows per page{' '}
          <StyledSelect value={props.perpage} onChange={(e) => props.onPerpage(Number(e.target.value))}>
            {CASE_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </StyledSelect>
        </label>
        {props.pageNumber > 2 ? (
          <StyledButton type="button" onClick={props.onFirst} aria-label="First page">
            « First
          </StyledButton>
        ) : null}
        <StyledButton type="button" onClick={props.onPrevious} disabled={!props.hasPrevious} aria-label="Previous page">
          ‹ Prev
        </StyledButton>
        <span>Page {props.pageNumber}</span>
        <StyledButton type="button" onClick={props.onNext} disabled={!props.hasNext} aria-label="Next page">
          Next ›
        </StyledButton>
      </StyledGroup>
    </StyledPager>
  );
}
