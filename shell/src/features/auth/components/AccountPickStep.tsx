import styled from 'styled-components';
import type { TLoginPickResult } from 'shared/auth-contract';
import { StyledLinkButton } from './AuthForm';
import { FormAlert } from './FormAlert';

const StyledStep = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledOption = styled.button`
  width: 100%;
  text-align: left;
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  strong {
    font-weight: 600;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
`;

export interface PickOption {
  id: string;
  title: string;
  detail: string | null;
}

/** What to send back for a choice: the id under the key the pick-list names. */
export type PickChoice = { accountId: string } | { companyId: string } | { branchId: string };

const PICK_HEADINGS = {
  accounts: 'Several accounts use this e-mail. Choose the one to sign in with.',
  companies: 'Choose the company to work for.',
  branches: 'Choose the branch to work in.',
} as const;

/** The options of a SPEC §4 pick-list answer, whichever list it carries. */
export function pickOptions(answer: TLoginPickResult): PickOption[] {
  switch (answer.pick) {
    case 'accounts':
      return answer.accounts.map((a) => ({
        id: a.accountId,
        title: `${a.name} — ${a.roleName}`,
        detail: [a.companyName, a.branchNames.join(', ')].filter((part) => part && part.length > 0).join(' · ') || null,
      }));
    case 'companies':
      return answer.companies.map((c) => ({ id: c.companyId, title: c.name, detail: null }));
    case 'branches':
      return answer.branches.map((b) => ({ id: b.branchId, title: b.name, detail: null }));
  }
}

export function pickChoice(answer: TLoginPickResult, id: string): PickChoice {
  if (answer.pick === 'accounts') return { accountId: id };
  if (answer.pick === 'companies') return { companyId: id };
  return { branchId: id };
}

export interface AccountPickStepProps {
  answer: TLoginPickResult;
  busy: boolean;
  error: string | null;
  onPick: (choice: PickChoice) => void;
  onBack: () => void;
}

/** Step 2 of login: one button per account, company or branch (focusable, Enter/Space choose). */
export function AccountPickStep({ answer, busy, error, onPick, onBack }: AccountPickStepProps) {
  const options = pickOptions(answer);
  return (
    <StyledStep role="group" aria-labelledby="pick-heading" aria-busy={busy || undefined}>
      <p id="pick-heading">{PICK_HEADINGS[answer.pick]}</p>
      {error ? <FormAlert tone="danger">{error}</FormAlert> : null}
      {options.length === 0 ? (
        <FormAlert tone="info">No account is available for this e-mail. Contact your firm’s administrator.</FormAlert>
      ) : (
        <StyledList>
          {options.map((option) => (
            <li key={option.id}>
              <StyledOption type="button" disabled={busy} onClick={() => onPick(pickChoice(answer, option.id))}>
                <strong>{option.title}</strong>
                {option.detail ? <span>{option.detail}</span> : null}
              </StyledOption>
            </li>
          ))}
        </StyledList>
      )}
      <p>
        <StyledLinkButton type="button" onClick={onBack} disabled={busy}>
          Use a different e-mail
        </StyledLinkButton>
      </p>
    </StyledStep>
  );
}
