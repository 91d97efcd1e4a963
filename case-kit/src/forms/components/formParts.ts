import styled from 'styled-components';

/* The layout pieces the forms panel, the versions table and the upload card share. */

/** A card's heading row: title on the left, badges or buttons on the right, wrapping. */
export const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 16px;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 13px;
`;

/** Six columns of fields; one on a phone. */
export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
    & > * {
      grid-column: 1 / -1;
    }
  }
`;
