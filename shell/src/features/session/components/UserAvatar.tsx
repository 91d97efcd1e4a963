import styled from 'styled-components';
import { useProfilePictureUrl } from '../hooks/useProfilePictureUrl';

const StyledAvatar = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.brandContrast};
  font-weight: 600;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => (p ?? '').charAt(0).toUpperCase()).join('') || '?';
}

/** The user's picture, or their initials on the brand colour. Decorative: the name is shown beside it. */
export function UserAvatar({
  name,
  pictureKey,
  size = 32,
}: {
  name: string;
  pictureKey: string | null;
  size?: number;
}) {
  const url = useProfilePictureUrl(pictureKey);
  return (
    <StyledAvatar $size={size} aria-hidden="true" data-testid="user-avatar">
      {url ? <img src={url} alt="" /> : initialsOf(name)}
    </StyledAvatar>
  );
}
