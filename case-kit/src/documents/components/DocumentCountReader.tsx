import { useEffect } from 'react';
import { useChecklist } from '../api/documentsQueries';
import { documentCountOf } from '../utils/documentCount';

/**
 * Reads the case's checklist and reports the Documents tab's count (undefined until it is known).
 * Renders nothing. The details frame loads it after its first view (issue 21 point 4), so the
 * documents contract and the document-type registries it brings are not evaluated before it.
 */
export function DocumentCountReader({
  petitionId,
  onCount,
}: {
  petitionId: string;
  onCount: (count: number | undefined) => void;
}) {
  const checklist = useChecklist(petitionId);
  const count = documentCountOf(checklist.data);
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
