import { Outlet } from 'react-router-dom';
import { StyledPublicMain } from './StyledPublicMain';

/** Public, token-link and fill-in pages: no sidebar and no case header (SPEC §2.3). */
export function PublicLayout() {
  return (
    <StyledPublicMain>
      <Outlet />
    </StyledPublicMain>
  );
}
