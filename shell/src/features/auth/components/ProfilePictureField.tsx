import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { updateProfilePictureCall } from 'shared/contract';
import { isAcceptedUpload } from 'shared/domain';
import { useApi, useSessionStore, useToast } from 'shared/session';
import { StyledButton } from 'shared/ui-core';
import { uploadFile } from '../../session/utils/storageCalls';
import { UserAvatar } from '../../session/components/UserAvatar';
import { MY_USER_QUERY_KEY } from '../api/authQueries';
import { errorMessage } from '../utils/apiErrors';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledHidden = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

const StyledError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

export const PICTURE_TYPE_MESSAGE = 'Choose an image file (JPG, PNG or SVG).';

/** The user's picture with upload (via /s3/upload) and remove. */
export function ProfilePictureField({ name, pictureKey }: { name: string; pictureKey: string | null }) {
  const api = useApi();
  const store = useSessionStore();
  const toast = useToast();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(fileKey: string | null, kind: 'upload' | 'remove', file?: File) {
    setBusy(kind);
    setError(null);
    try {
      const key = file ? (await uploadFile(file, store.getState().token)).path : fileKey;
      const updated = await api.call(updateProfilePictureCall, { fileKey: key });
      const user = store.getState().user;
      if (user) store.getState().updateUser({ ...user, profilePicture: updated.profilePicture });
      await queryClient.invalidateQueries({ queryKey: MY_USER_QUERY_KEY });
      toast.success(kind === 'upload' ? 'Profile picture updated' : 'Profile picture removed');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <StyledRow>
      <UserAvatar name={name} pictureKey={pictureKey} size={72} />
      <StyledButtons>
        <StyledButton type="button" onClick={() => input.current?.click()} disabled={busy !== null}>
          {busy === 'upload' ? 'Uploading…' : pictureKey ? 'Change picture' : 'Upload picture'}
        </StyledButton>
        {pictureKey ? (
          <StyledButton type="button" onClick={() => void save(null, 'remove')} disabled={busy !== null}>
            {busy === 'remove' ? 'Removing…' : 'Remove'}
          </StyledButton>
        ) : null}
      </StyledButtons>
      <StyledHidden
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/svg+xml"
        aria-label="Profile picture file"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (!file.type.startsWith('image/') || !isAcceptedUpload({ name: file.name, mimetype: file.type })) {
            setError(PICTURE_TYPE_MESSAGE);
            return;
          }
          void save(null, 'upload', file);
        }}
      />
      {error ? <StyledError role="alert">{error}</StyledError> : null}
    </StyledRow>
  );
}
