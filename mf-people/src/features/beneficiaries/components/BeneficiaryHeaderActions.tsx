import type { TBeneficiary } from 'shared/contract';
import { buildPath } from 'shared/routes';
import { StatusBadge, StyledActionBar, StyledButton, StyledDangerOutlineButton, StyledLinkButton } from 'shared/ui';
import { usePermissions } from '../../people/hooks/usePermissions';
import type { PeopleWords } from '../../people/utils/peopleTerm';

export interface BeneficiaryHeaderActionsProps {
  beneficiary: TBeneficiary;
  words: PeopleWords;
  onInvite: () => void;
  onMerge: () => void;
  onDelete: () => void;
}

/** Edit, invite (only with BENEFICIARY_INVITE), merge (admins) and delete (roles 3–5). */
export function BeneficiaryHeaderActions({
  beneficiary: b,
  words,
  onInvite,
  onMerge,
  onDelete,
}: BeneficiaryHeaderActionsProps) {
  const perms = usePermissions();
  const canInvite = perms.can('BENEFICIARY_INVITE');
  return (
    <StyledActionBar>
      <StyledLinkButton to={buildPath(words.routes.edit, { itemId: b.id })}>Edit</StyledLinkButton>
      {canInvite && !b.userId ? (
        <StyledButton type="button" onClick={onInvite}>
          Invite
        </StyledButton>
      ) : null}
      {canInvite && b.userId ? (
        <StatusBadge tone={b.status === 'active' ? 'success' : 'info'}>
          {b.status === 'active' ? 'Has a sign-in' : 'Invited'}
        </StatusBadge>
      ) : null}
      {perms.canMerge ? (
        <StyledButton type="button" onClick={onMerge}>
          Merge duplicate…
        </StyledButton>
      ) : null}
      {perms.canDeleteBeneficiary ? (
        <StyledDangerOutlineButton type="button" onClick={onDelete}>
          Delete
        </StyledDangerOutlineButton>
      ) : null}
    </StyledActionBar>
  );
}
