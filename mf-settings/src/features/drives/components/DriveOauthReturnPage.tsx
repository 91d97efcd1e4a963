import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { DRIVE_PROVIDER_NAMES, DRIVE_SETTINGS_PATHS } from 'shared/contract';
import type { PageProps } from 'shared/federation';
import { EmptyState, Loading, PageFrame, StyledLinkButton, errorMessage } from 'shared/ui';
import { useFinishDriveConnection } from '../api/drivesQueries';

/**
 * /google-drive-check: the OAuth return page of all three drives (docs/settings.md). It hands the
 * provider's `code` and `state` to the api once; the api checks the state against this session.
 */
export default function DriveOauthReturnPage({ query }: PageProps) {
  const code = query.get('code') ?? '';
  const state = query.get('state') ?? '';
  const refused = query.get('error_description') ?? query.get('error');
  const finish = useFinishDriveConnection();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || refused || !code || !state) return;
    sent.current = true;
    finish.mutate({ code, state });
  }, [code, state, refused, finish]);

  const back = (
    <StyledLinkButton to="/dropbox-config">Storage settings</StyledLinkButton>
  );
  let body;
  if (refused) body = <EmptyState title="The drive did not connect" description={`The provider answered: ${refused}. Nothing was changed.`} actions={back} />;
  else if (!code || !state) body = <EmptyState title="Nothing to finish" description="This page completes a drive connection started from the storage settings." actions={back} />;
  else if (finish.isError) body = <EmptyState title="The drive did not connect" description={<span role="alert">{errorMessage(finish.error)}</span>} actions={back} />;
  else if (finish.isSuccess) {
    const provider = finish.data.provider;
    body = (
      <EmptyState
        title={`${DRIVE_PROVIDER_NAMES[provider]} is connected`}
        description={`Signed in as ${[finish.data.accountName, finish.data.accountEmail].filter(Boolean).join(' · ') || 'the drive account'}. Now choose the folder for the case folders.`}
        actions={<Link to={DRIVE_SETTINGS_PATHS[provider]}>Choose the folder</Link>}
      />
    );
  } else body = <Loading label="Finishing the connection…" />;
  return (
    <PageFrame title="Connecting a drive" remote="mf-settings">
      {body}
    </PageFrame>
  );
}
