import { useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from 'shared/ui-core';
import { FormAlert } from './FormAlert';

const StyledCodes = styled.ol`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 15px;
  letter-spacing: 0.04em;
`;

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The recovery codes, shown once right after enrolment: copy, download, then confirm saved. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  return (
    <StyledPanel>
      <FormAlert tone="info">
        <p>
          Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be
          shown again.
        </p>
      </FormAlert>
      <StyledCodes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </StyledCodes>
      <StyledActions>
        <StyledButton
          type="button"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(text);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
        >
          {copied ? 'Copied' : 'Copy codes'}
        </StyledButton>
        <StyledButton
          type="button"
          onClick={() => {
            const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
            const link = document.createElement('a');
            link.href = url;
            link.download = 'recovery-codes.txt';
            link.click();
            URL.revokeObjectURL(url);
          }}
        >
          Download
        </StyledButton>
        <StyledButton type="button" $variant="primary" onClick={onDone}>
          I have saved my codes
        </StyledButton>
      </StyledActions>
    </StyledPanel>
  );
}
