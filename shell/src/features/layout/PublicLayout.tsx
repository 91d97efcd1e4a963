import { Outlet } from 'react-router-dom';
import styled from 'styled-components';

const StyledPublic = styled.main`
  min-height: 100%;
  display: flex;
  flex-direction: column;
`;

/** Public, token-link and fill-in pages: no sidebar and no case header (SPEC §2.3). */
export function PublicLayout() {
  return (
    <StyledPublic>
      <Outlet />
    </StyledPublic>
  );
}
