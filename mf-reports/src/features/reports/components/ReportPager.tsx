import styled from 'styled-components';
import { REPORT_PAGE_SIZES } from 'shared/domain';
import { mobile, StyledButton, StyledSelect } from 'shared/ui';
import type { ReportPageSize } from '../utils/reportUrl';

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
  > div {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export interface ReportPagerProps {
  page: number;
  pageSize: ReportPageSize;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: ReportPageSize) => void;
}

/** Server-side paging of a report: the range shown, rows per page (25, 50, 100), previous and next. */
export function ReportPager({ page, pageSize, total, onPage, onPageSize }: ReportPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <StyledPager aria-label="Pagination">
      <span aria-live="polite">
        {first}–{last} of {total}
      </span>
      <div>
        <label>
          Rows per page{' '}
          <StyledSelect value={pageSize} onChange={(e) => onPageSize(Number(e.target.value) as ReportPageSize)}>
            {REPORT_PAGE_SIZES.map((n) => (
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
      </div>
    </StyledPager>
  );
}
