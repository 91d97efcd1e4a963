import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

type Variant = { $variant?: 'primary' | 'secondary' };

const buttonLinkStyle = css<Variant>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 500;
  text-decoration: none;
  ${({ $variant, theme }) =>
    $variant === 'primary' &&
    css`
      background: ${theme.color.brand};
      border-color: ${theme.color.brand};
      color: ${theme.color.brandContrast};
    `}
`;

/** A router link that looks like a button (primary or secondary). */
export const StyledButtonLink = styled(Link)<Variant>`
  ${buttonLinkStyle}
`;

/** The same look on a plain anchor: a download, an address outside the router. */
export const StyledButtonAnchor = styled.a<Variant>`
  ${buttonLinkStyle}
`;
