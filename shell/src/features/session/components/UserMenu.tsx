import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ROLE_NAMES } from 'shared/domain/roles';
import type { RoleId } from 'shared/domain';
import { useSession } from 'shared/session';
import { mobile } from 'shared/ui-core';
import { useThemeMode } from '../../theme/ThemeModeProvider';
import { useSignOut } from '../hooks/useSignOut';
import { UserAvatar } from './UserAvatar';

const StyledWrap = styled.div`
  position: relative;
  margin-left: 0;
`;

const StyledTrigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  cursor: pointer;
  text-align: left;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-color: ${({ theme }) => theme.color.border};
  }
`;

const StyledWho = styled.span`
  display: grid;
  line-height: 1.2;
  strong {
    font-weight: 600;
    max-width: 180px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 12px;
  }
  ${mobile} {
    display: none;
  }
`;

/** Read by screen readers, not shown: the trigger's name ends with what it opens. */
const StyledHiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const StyledMenu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  z-index: 30;
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(15, 23, 42, 0.14);
`;

const StyledMenuHeader = styled.li`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: ${({ theme }) => theme.space(1)};
  display: grid;
  small {
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

const StyledItem = styled.button`
  width: 100%;
  display: block;
  text-align: left;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.surfaceAlt};
    outline: none;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: progress;
  }
`;

/** The signed-in user's name and role in the top bar, with their profile and sign-out. */
export function UserMenu() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const { signOut, busy } = useSignOut();
  const { mode, setMode } = useThemeMode();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return undefined;
    itemsRef.current[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  if (!user) return null;
  // A session stored by an older build may lack fields: show what there is.
  const name = user.name || user.userName || user.email || 'Your account';
  const role = user.userRole || ROLE_NAMES[user.roleId as RoleId] || `Role ${user.roleId}`;

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemsRef.current.filter((i): i is HTMLButtonElement => i !== null);
    const index = items.findIndex((i) => i === document.activeElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <StyledWrap ref={wrapRef}>
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <UserAvatar name={name} pictureKey={user.profilePicture ?? null} />
        <StyledWho>
          <strong>{name}</strong> <small>{role}</small>
        </StyledWho>
        <StyledHiddenText>Account menu</StyledHiddenText>
      </StyledTrigger>
      {open ? (
        <StyledMenu id={menuId} role="menu" aria-label="Account" onKeyDown={onMenuKey}>
          <StyledMenuHeader role="none">
            <strong>{name}</strong>
            {user.email ? <small>{user.email}</small> : null}
            <small>{role}</small>
          </StyledMenuHeader>
          <li role="none">
            <StyledItem
              ref={(el) => {
                itemsRef.current[0] = el;
              }}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                void navigate('/profile');
              }}
            >
              My profile
            </StyledItem>
          </li>
          <li role="none">
            <StyledItem
              ref={(el) => {
                itemsRef.current[1] = el;
              }}
              type="button"
              role="menuitemcheckbox"
              aria-checked={mode === 'dark'}
              onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
            >
              Dark theme{mode === 'dark' ? <span aria-hidden="true"> ✓</span> : null}
            </StyledItem>
          </li>
          <li role="none">
            <StyledItem
              ref={(el) => {
                itemsRef.current[2] = el;
              }}
              type="button"
              role="menuitem"
              disabled={busy}
              onClick={() => void signOut()}
            >
              {busy ? 'Signing out…' : 'Sign out'}
            </StyledItem>
          </li>
        </StyledMenu>
      ) : null}
    </StyledWrap>
  );
}
