import styled from 'styled-components';

/** The main landmark of public pages (`PublicLayout`, and the light sign-in page before it loads). */
export const StyledPublicMain = styled.main`
  min-height: 100%;
  display: flex;
  flex-direction: column;
`;
