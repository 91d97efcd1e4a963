import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledCard } from 'shared/ui';

const StyledWrap = styled.div`
  display: grid;
  place-items: center;
  min-height: 70vh;
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  h1 {
    font-size: 48px;
    margin: 0;
    color: ${({ theme }) => theme.color.brand};
  }
`;

/** SPEC §8: unknown routes and unknown tenants land here. */
export function NotFoundPage() {
  return (
    <StyledWrap>
      <StyledCard>
        <h1>404</h1>
        <h2>Page not found</h2>
        <p>The address you followed does not exist, or the workspace it names could not be found.</p>
        <p>
          <Link to="/dashboard">Go to the dashboard</Link> · <Link to="/login">Sign in</Link>
        </p>
      </StyledCard>
    </StyledWrap>
  );
}
