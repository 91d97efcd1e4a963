import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getSignedUrlCall } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { useApi, useSession } from 'shared/session';
import { EmptyState, ErrorPanel, Loading, PageFrame, errorMessage } from 'shared/ui';

/** The file key of a /files link: `?path=`, as stored (t/<tenant>/…). (`key` is a link token's name.) */
export const fileKeyOf = (query: URLSearchParams): string | null => {
  const key = (query.get('path') ?? '').trim();
  return key && key.length <= 2048 ? key : null;
};

/**
 * /files?path=… (no login needed to open the link): a shared link to a stored file. Signed in, the
 * page asks for the file's short-lived address (the file's owner decides who may read it) and
 * opens it; signed out, it asks to sign in first (docs/settings.md).
 */
export default function FilesPage({ query }: PageProps) {
  const api = useApi();
  const signedIn = useSession((s) => s.user !== null);
  const key = fileKeyOf(query);
  const [state, setState] = useState<{ kind: 'idle' | 'opening' | 'opened' } | { kind: 'error'; message: string }>({ kind: 'idle' });

  useEffect(() => {
    if (!key || !signedIn) return;
    let live = true;
    setState({ kind: 'opening' });
    api
      .call(getSignedUrlCall, { keyName: key })
      .then((answer) => {
        if (!live) return;
        setState({ kind: 'opened' });
        window.location.assign(answer.data);
      })
      .catch((failure: unknown) => live && setState({ kind: 'error', message: errorMessage(failure) }));
    return () => {
      live = false;
    };
  }, [api, key, signedIn]);

  let body;
  if (!key) body = <EmptyState title="This link names no file" description="Ask the sender for the full link." />;
  else if (!signedIn) {
    body = (
      <EmptyState
        title="Sign in to open this file"
        description="Files are only shown to the people allowed to see them."
        actions={<Link to="/login">Sign in</Link>}
      />
    );
  } else if (state.kind === 'error') body = <ErrorPanel title="The file could not be opened" message={state.message} />;
  else if (state.kind === 'opened') body = <p role="status">The file is opening…</p>;
  else body = <Loading label="Opening the file…" />;
  return (
    <PageFrame title="Files" remote="mf-settings">
      {body}
    </PageFrame>
  );
}
