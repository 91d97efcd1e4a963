import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * SPEC §6 ATTORNEY_SIGN deep link (/petition-details/:id?action=ATTORNEY_SIGN&petitionId&documentId,
 * carried through login by the guard): shows the Forms tab, where the signatures panel opens the
 * attorney's dialog for that document. Renders nothing.
 */
export function AttorneySignDeepLinkEffect() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('action') === 'ATTORNEY_SIGN' && params.get('tab') !== 'Forms';
  useEffect(() => {
    if (!wanted) return;
    setParams(
      (cur) => {
        const next = new URLSearchParams(cur);
        next.set('tab', 'Forms');
        return next;
      },
      { replace: true },
    );
  }, [wanted, setParams]);
  return null;
}
