import { useState } from 'react';
import { KindActivity } from '../../common/KindActivity';
import { useLcaActivity } from '../api/lcaQueries';

/** The LCA's history, newest first, ten at a time. */
export function LcaActivity({ lcaId }: { lcaId: string }) {
  const [page, setPage] = useState(1);
  const q = useLcaActivity(lcaId, page);
  return <KindActivity q={q} page={page} setPage={setPage} />;
}
