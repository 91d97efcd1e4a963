import type { TCompany } from 'shared/contract';
import { buildPath } from 'shared/routes';
import { StyledActionBar, StyledButton, StyledLinkButton, StyledSelect } from 'shared/ui';
import { usePermissions } from '../../people/hooks/usePermissions';
import { useMasterdataOptions } from 'shared/query';

export interface PetitionerHeaderActionsProps {
  company: TCompany;
  onStatus: (statusId: number) => void;
  statusBusy: boolean;
  onMerge: () => void;
}

export function PetitionerHeaderActions({ company, onStatus, statusBusy, onMerge }: PetitionerHeaderActionsProps) {
  const perms = usePermissions();
  const statusOptions = useMasterdataOptions('company_status');
  return (
    <StyledActionBar>
      {perms.canChangeCompanyStatus && statusOptions.length > 0 ? (
        <StyledSelect
          aria-label="Status"
          value={String(company.statusId)}
          disabled={statusBusy}
          onChange={(e) => onStatus(Number(e.target.value))}
        >
          {statusOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </StyledSelect>
      ) : null}
      {perms.canMerge ? (
        <StyledButton type="button" onClick={onMerge}>
          Merge duplicate…
        </StyledButton>
      ) : null}
      <StyledLinkButton to={buildPath('people.petitionerEdit', { itemId: company.id })}>Edit</StyledLinkButton>
    </StyledActionBar>
  );
}
