import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButton } from 'shared/ui-core';

/*
 * The pieces the case's document lists share (the checklist's slots, the RFE response documents):
 * a row of name and badges or of buttons, the quiet and error lines, the list of files, and the
 * "Show previous versions" toggle.
 */

export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 13px;
`;

export const StyledFiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

export const StyledName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** A card's heading row (title, then badges or buttons) above its body. */
export const StyledCardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: 16px;
  }
`;

/** "Show previous versions (n)": the older versions of the files, folded until asked for. */
export function PreviousVersions({ count, children }: { count: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  if (!count) return null;
  return (
    <div>
      <StyledButton type="button" aria-expanded={shown} onClick={() => setShown((v) => !v)}>
        {`${shown ? 'Hide' : 'Show'} previous versions (${count})`}
      </StyledButton>
      {shown ? children : null}
    </div>
  );
}
