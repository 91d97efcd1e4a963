import { StyledButton } from 'shared/ui-core';
import { useOpenScannedCopy } from '../api/documentsQueries';

/** Opens one scanned copy of the filed packet in a new tab (download-scanned-copy, SPEC §2.3). */
export function ScannedCopyOpenButton({ petitionId, copy }: { petitionId: string; copy: { key: string; name: string } }) {
  const open = useOpenScannedCopy(petitionId);
  return (
    <StyledButton type="button" disabled={open.isPending} onClick={() => open.mutate(copy.key)} aria-label={`Open ${copy.name}`}>
      Open
    </StyledButton>
  );
}
