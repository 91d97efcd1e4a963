import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  convertLeadCall,
  LEAD_STATUS_LABELS,
  updateLeadCall,
  type TConvertLeadPayload,
  type TLead,
  type TLeadStatus,
} from 'shared/contract';
import { useApi, useToast } from 'shared/session';
import { errorMessage } from 'shared/ui';
import { leadKeys } from '../api/leadsQueries';
import { invalidateLists } from '../../common/utils/invalidateLists';
import { activityKey } from '../../activity/api/activityQueries';
import { invalidatePeople } from '../../people/api/peopleQueries';

/** Pipeline moves, notes and conversion of leads; each refreshes the lists, the board and the record. */
export function useLeadMutations() {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const store = (lead: TLead) => {
    queryClient.setQueryData(leadKeys.details(lead.id), lead);
    void invalidateLists(queryClient, leadKeys.all);
    void queryClient.invalidateQueries({ queryKey: activityKey('lead', lead.id) });
  };
  const onError = (e: unknown) => toast.error(errorMessage(e));

  const move = useMutation({
    mutationFn: (v: { leadId: string; status: TLeadStatus; lostReason?: string | null }) =>
      api.call(updateLeadCall, {
        leadId: v.leadId,
        status: v.status,
        ...(v.status === 'lost' ? { lostReason: v.lostReason ?? null } : {}),
      }),
    onSuccess: (lead) => {
      store(lead);
      toast.success(`${lead.name} moved to ${LEAD_STATUS_LABELS[lead.status]}.`);
    },
    onError,
  });
  const addNote = useMutation({
    mutationFn: (v: { leadId: string; text: string }) =>
      api.call(updateLeadCall, { leadId: v.leadId, addNote: v.text }),
    onSuccess: (lead) => {
      store(lead);
      toast.success('Note added.');
    },
    onError,
  });
  const convert = useMutation({
    mutationFn: (payload: TConvertLeadPayload) => api.call(convertLeadCall, payload),
    onSuccess: (r) => {
      store(r.lead);
      // The new client and person show up in their lists; the lead itself was just stored.
      void invalidatePeople(queryClient, { keepDetails: true });
      toast.success(`${r.lead.name} converted.`);
    },
    onError,
  });
  return { move, addNote, convert };
}
