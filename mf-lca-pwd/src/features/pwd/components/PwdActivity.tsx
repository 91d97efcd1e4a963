import { useState } from 'react';
import { KindActivity } from '../../common/KindActivity';
import { usePwdActivity } from '../api/pwdQueries';

/** The PWD's history, newest first, ten at a time. */
export function PwdActivity({ pwdId }: { pwdId: string }) {
  const [page, setPage] = useState(1);
  const q = usePwdActivity(pwdId, page);
  return <KindActivity q={q} page={page} setPage={setPage} />;
}
