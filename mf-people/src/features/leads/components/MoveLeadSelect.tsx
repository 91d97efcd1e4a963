import { useState } from 'react';
import { canMoveLead, LEAD_STATUS_LABELS, LEAD_STATUSES, type TLead, type TLeadStatus } from 'shared/contract';
import { StyledSelect } from 'shared/ui';
import { useLeadMutations } from '../hooks/useLeadMutations';
import { LostReasonDialog } from './LostReasonDialog';

/** Moves a lead along the pipeline: only the moves LEAD_TRANSITIONS allows are offered; "lost" asks why. */
export function MoveLeadSelect({
  lead,
  label = 'Move to',
}: {
  lead: Pick<TLead, 'id' | 'name' | 'status'>;
  label?: string;
}) {
  const { move } = useLeadMutations();
  const [losing, setLosing] = useState(false);
  const targets = LEAD_STATUSES.filter((s) => s !== lead.status && canMoveLead(lead.status, s));
  if (targets.length === 0) return null;
  const choose = (status: TLeadStatus) => {
    if (status === 'lost') setLosing(true);
    else move.mutate({ leadId: lead.id, status });
  };
  return (
    <>
      <StyledSelect
        aria-label={`${label}: ${lead.name}`}
        value=""
        disabled={move.isPending}
        onChange={(e) => e.target.value && choose(e.target.value as TLeadStatus)}
        onClick={(e) => e.stopPropagation()}
      >
        <option value="">{move.isPending ? 'Moving…' : `${label}…`}</option>
        {targets.map((s) => (
          <option key={s} value={s}>
            {LEAD_STATUS_LABELS[s]}
          </option>
        ))}
      </StyledSelect>
      {losing ? (
        <LostReasonDialog
          name={lead.name}
          busy={move.isPending}
          onCancel={() => setLosing(false)}
          onConfirm={(lostReason) =>
            move.mutate({ leadId: lead.id, status: 'lost', lostReason }, { onSuccess: () => setLosing(false) })
          }
        />
      ) : null}
    </>
  );
}
