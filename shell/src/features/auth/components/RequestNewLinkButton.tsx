import { useState } from 'react';
import { StyledButton } from 'shared/ui-core';
import { requestActivationKeyCall } from 'shared/auth-contract';
import { useApi } from 'shared/session';
import { errorMessage } from '../utils/apiErrors';
import { FormAlert } from './FormAlert';

/** For an expired activation or invitation link: mails a fresh one to the same account. */
export function RequestNewLinkButton({ linkKey }: { linkKey: string }) {
  const api = useApi();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' } | { kind: 'sent' | 'error'; message: string }>({
    kind: 'idle',
  });
  if (state.kind === 'sent') return <FormAlert tone="success">{state.message}</FormAlert>;
  return (
    <>
      {state.kind === 'error' ? <FormAlert tone="danger">{state.message}</FormAlert> : null}
      <StyledButton
        type="button"
        $variant="primary"
        disabled={state.kind === 'busy'}
        onClick={async () => {
          setState({ kind: 'busy' });
          try {
            const answer = await api.call(requestActivationKeyCall, { key: linkKey });
            setState({
              kind: 'sent',
              message: answer.message || 'If the link was ours, a new one is on its way to your inbox.',
            });
          } catch (error) {
            setState({ kind: 'error', message: errorMessage(error) });
          }
        }}
      >
        {state.kind === 'busy' ? 'Sending…' : 'Send me a new link'}
      </StyledButton>
    </>
  );
}
