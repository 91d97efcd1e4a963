import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButton } from 'shared/ui-base';

const StyledSubmit = styled(StyledButton)`
  justify-content: center;
  width: 100%;
  min-height: 40px;
`;

/** The form's primary action; while busy it stays in place, disabled, with a busy label. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <StyledSubmit type="submit" $variant="primary" disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </StyledSubmit>
  );
}
