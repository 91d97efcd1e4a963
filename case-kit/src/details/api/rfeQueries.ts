import { rfePetitionDetailsCall } from 'shared/contract/rfe';
import { useCallQuery } from 'shared/query';

/** An RFE case (the /rfe-petition-details page); apart from caseQueries.ts so other details pages skip the RFE contract. */
export function useRfeDetails(petitionId: string | undefined) {
  return useCallQuery(rfePetitionDetailsCall, { petitionId: petitionId ?? '' }, { enabled: !!petitionId });
}
