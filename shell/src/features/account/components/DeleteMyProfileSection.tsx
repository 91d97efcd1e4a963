import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  PROFILE_DELETION_CONFIRM_WORD,
  PROFILE_DELETION_GRACE_DAYS,
  profileDeletionStatusCall,
  requestProfileDeletionCall,
  revertProfileDeletionCall,
} from 'shared/contract';
import { formatDate } from 'shared/domain';
import { useCallMutation, useCallQuery } from 'shared/query';
import { Dialog, ErrorPanel, Loading, StyledButton, StyledInput, errorMessage } from 'shared/ui';

const StyledText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;
const StyledList = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(5)};
`;
const StyledError = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.color.danger};
`;

/** What happens, said the same way in the section and in the confirmation. */
function WhatHappens() {
  return (
    <StyledList>
      <li>You can take the request back for {PROFILE_DELETION_GRACE_DAYS} days; you can keep signing in until then.</li>
      <li>After that your name, e-mail, phone, picture, password and two-factor setup are erased and you are signed out everywhere.</li>
      <li>Cases, signatures and the activity log your firm must keep by law stay, showing “Deleted user”.</li>
    </StyledList>
  );
}

/** Delete my profile (issue 16.7): ask with a typed confirmation, see when it takes effect, take it back. */
export function DeleteMyProfileSection() {
  const status = useCallQuery(profileDeletionStatusCall, {});
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const request = useCallMutation(requestProfileDeletionCall, {
    invalidates: [profileDeletionStatusCall],
    successToast: 'Your profile is scheduled for deletion',
    onSuccess: () => {
      setOpen(false);
      setTyped('');
    },
  });
  const revert = useCallMutation(revertProfileDeletionCall, {
    invalidates: [profileDeletionStatusCall],
    successToast: 'Deletion cancelled: your profile stays',
    errorToast: true,
  });

  if (status.isPending) return <Loading label="Loading…" />;
  if (status.isError) {
    return <ErrorPanel title="Could not load the deletion status" message={errorMessage(status.error)} onRetry={() => void status.refetch()} />;
  }
  const s = status.data;
  if (s.state === 'pending') {
    return (
      <div>
        <StyledText role="status">
          Your profile will be deleted on <strong>{formatDate(s.effectiveAt)}</strong>. Until then you can take the request back.
        </StyledText>
        <StyledButton type="button" $variant="primary" onClick={() => revert.mutate({})} disabled={revert.isPending}>
          {revert.isPending ? 'Cancelling…' : 'Keep my profile'}
        </StyledButton>
      </div>
    );
  }
  return (
    <div>
      <WhatHappens />
      <StyledButton type="button" $variant="danger" onClick={() => setOpen(true)}>
        Delete my profile
      </StyledButton>
      {open ? (
        <Dialog
          title="Delete your profile?"
          role="alertdialog"
          onClose={() => setOpen(false)}
          locked={request.isPending}
          width="480px"
          footer={
            <>
              <StyledButton type="button" onClick={() => setOpen(false)} disabled={request.isPending} data-autofocus>
                Cancel
              </StyledButton>
              <StyledButton
                type="button"
                $variant="danger"
                disabled={request.isPending || typed.trim() !== PROFILE_DELETION_CONFIRM_WORD}
                onClick={() => request.mutate({ confirm: PROFILE_DELETION_CONFIRM_WORD })}
              >
                {request.isPending ? 'Working…' : 'Delete my profile'}
              </StyledButton>
            </>
          }
        >
          <WhatHappens />
          <label htmlFor={inputId}>Type {PROFILE_DELETION_CONFIRM_WORD} to confirm</label>
          <StyledInput id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
          {request.isError ? <StyledError role="alert">{errorMessage(request.error)}</StyledError> : null}
        </Dialog>
      ) : null}
    </div>
  );
}
