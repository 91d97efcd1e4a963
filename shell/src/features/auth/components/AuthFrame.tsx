import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { TTenantPublic } from 'shared/auth-contract';
import { mobile } from 'shared/ui-base';
import { productName } from '../../tenant/applyBranding';

const StyledPage = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.bg};
  ${mobile} {
    place-items: start stretch;
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

const StyledColumn = styled.div<{ $wide: boolean }>`
  width: min(${({ $wide }) => ($wide ? '520px' : '420px')}, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  font-size: 18px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
  img {
    max-height: 40px;
    max-width: 220px;
    object-fit: contain;
  }
`;

const StyledPanel = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 28px rgba(15, 23, 42, 0.08);
  padding: ${({ theme }) => theme.space(8)};
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${mobile} {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

const StyledHeading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  h1 {
    margin: 0;
    font-size: 22px;
    font-weight: 600;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledFooter = styled.footer`
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

export interface AuthFrameProps {
  /** The host's tenant: its logo, else its product name (null: the product's own name). */
  tenant: TTenantPublic | null;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Links under the card (e.g. "Back to sign in"). */
  footer?: ReactNode;
  wide?: boolean;
}

/**
 * The frame of every public account page: the tenant's logo or name, a card, links below. Takes
 * the tenant as a prop (no session store), so the light sign-in page renders the same frame
 * before the full app has loaded (`features/auth/light`).
 */
export function AuthFrame({ tenant, title, subtitle, children, footer, wide = false }: AuthFrameProps) {
  const name = productName(tenant);
  return (
    <StyledPage>
      <StyledColumn $wide={wide}>
        <StyledBrand data-testid="auth-brand">
          {tenant?.logo ? <img src={tenant.logo} alt={name} /> : <span>{name}</span>}
        </StyledBrand>
        <StyledPanel aria-labelledby="auth-card-title">
          <StyledHeading>
            <h1 id="auth-card-title">{title}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
          </StyledHeading>
          {children}
        </StyledPanel>
        {footer ? <StyledFooter>{footer}</StyledFooter> : null}
      </StyledColumn>
    </StyledPage>
  );
}
