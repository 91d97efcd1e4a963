import styled from 'styled-components';
import { QueryState } from 'shared/ui';
import { useSealCertificate } from '../api/certificateQueries';
import { SealCertificateSummary } from './SealCertificateSummary';
import { SealCertificateUploadForm } from './SealCertificateUploadForm';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

/** The firm's document-signing certificate: the one in use, and the upload of the firm's own (admin only). */
export function SigningCertificateTab({ firmName }: { firmName: string }) {
  const query = useSealCertificate();
  return (
    <QueryState query={query} noun="signing certificate">
      {(certificate) => (
        <StyledStack>
          <SealCertificateSummary certificate={certificate} firmName={firmName} />
          <SealCertificateUploadForm current={certificate} />
        </StyledStack>
      )}
    </QueryState>
  );
}
