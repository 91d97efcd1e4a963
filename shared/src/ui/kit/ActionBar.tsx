import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { mobile, StyledButton } from 'shared/ui-core';

/** Buttons in a page header: wrap, and stretch on mobile. */
export const StyledActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${mobile} {
    & > * {
      flex: 1 1 auto;
      justify-content: center;
    }
  }
`;

/** A router link that looks like a secondary button. */
export const StyledLinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 500;
  text-decoration: none;
`;

/** A card section with a heading row (title + actions). */
export const StyledSectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2,
  h3 {
    margin: 0;
    font-size: 15px;
    font-weight: 600;
  }
`;

export const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Lets a wide table scroll sideways on narrow screens. */
export const StyledScrollX = styled.div`
  overflow-x: auto;
`;

/** A quiet destructive button for page headers; the confirmation dialog carries the loud one. */
export const StyledDangerOutlineButton = styled(StyledButton)`
  color: ${({ theme }) => theme.color.danger};
  border-color: ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
`;
