import styled from 'styled-components';
import type { TCaseListItem } from 'shared/contract';
import { StyledButton } from 'shared/ui';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: 13px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 1px ${({ theme }) => theme.space(2)};
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const SHOWN = 12;

/** How many cases are ticked, their numbers, and a way to clear them. */
export function SelectedCasesBar({
  selected,
  onClear,
}: {
  selected: ReadonlyMap<string, TCaseListItem>;
  onClear: () => void;
}) {
  const rows = [...selected.values()];
  return (
    <StyledBar role="status" aria-live="polite">
      <strong>{rows.length === 0 ? 'No cases selected' : `${rows.length} case(s) selected`}</strong>
      {rows.length > 0 ? (
        <>
          <ul aria-label="Selected cases">
            {rows.slice(0, SHOWN).map((r) => (
              <li key={r.id}>{r.caseNumber}</li>
            ))}
            {rows.length > SHOWN ? <li>+{rows.length - SHOWN} more</li> : null}
          </ul>
          <StyledButton type="button" onClick={onClear}>
            Clear selection
          </StyledButton>
        </>
      ) : null}
    </StyledBar>
  );
}
