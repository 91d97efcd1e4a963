import styled from 'styled-components';
import type { TSealCertificate } from 'shared/contract';
import { daysBetween, formatDate } from 'shared/domain';
import { DetailGrid, StatusBadge, StyledCard } from 'shared/ui';

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
    font-size: 16px;
  }
`;

const StyledExplanation = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.text};
  max-width: 72ch;
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    line-height: 1.5;
  }
`;

const StyledWarning = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: 3px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.warning};
`;

const StyledFingerprint = styled.code`
  font-size: 12px;
  overflow-wrap: anywhere;
`;

/** A SHA-256 in hex as readers show it: upper-case byte pairs. */
const fingerprint = (hex: string): string => (hex.toUpperCase().match(/.{1,2}/g) ?? []).join(':');

const EXPIRY_WARNING_DAYS = 30;

/**
 * The certificate that seals signed PDFs, and what a reader will make of it. White label: the
 * texts name the firm (`firmName`, the tenant's name) or nobody, never the product.
 */
export function SealCertificateSummary({ certificate, firmName }: { certificate: TSealCertificate; firmName: string }) {
  const firms = certificate.source === 'uploaded';
  const daysLeft = certificate.notAfter ? daysBetween(new Date(), certificate.notAfter) : undefined;
  const subject = [certificate.subject, certificate.organization]
    .filter((v, i, all) => v && all.indexOf(v) === i)
    .join(', ');
  const uploaded =
    firms && certificate.uploadedAt
      ? `${formatDate(certificate.uploadedAt)}${certificate.uploadedByName ? ` by ${certificate.uploadedByName}` : ''}`
      : null;

  return (
    <StyledCard aria-labelledby="seal-certificate-in-use">
      <StyledHeader>
        <h3 id="seal-certificate-in-use">Certificate in use</h3>
        <StatusBadge tone={firms ? 'success' : 'warning'}>
          {firms ? 'Your firm’s certificate' : 'Self-signed certificate'}
        </StatusBadge>
      </StyledHeader>
      {certificate.source === 'none' ? (
        <p>
          A self-signed certificate in your firm’s name{firmName ? ` (“${firmName} e-signature seal”)` : ''} is created
          when the next document is signed. Until you upload your firm’s own certificate, it seals every signed
          document.
        </p>
      ) : (
        <DetailGrid
          items={[
            { label: 'Issued to', value: subject },
            { label: 'Issued by', value: certificate.issuer },
            { label: 'Valid from', value: formatDate(certificate.notBefore) },
            { label: 'Valid to', value: formatDate(certificate.notAfter) },
            { label: 'Serial number', value: certificate.serialNumber },
            ...(firms
              ? [
                  { label: 'File', value: certificate.fileName },
                  { label: 'Uploaded', value: uploaded },
                ]
              : []),
            {
              label: 'SHA-256 fingerprint',
              value: certificate.sha256 ? (
                <StyledFingerprint>{fingerprint(certificate.sha256)}</StyledFingerprint>
              ) : null,
            },
          ]}
        />
      )}
      {firms && daysLeft !== undefined && daysLeft <= EXPIRY_WARNING_DAYS ? (
        <StyledWarning role="note">
          {daysLeft < 0
            ? 'This certificate has expired: documents signed now cannot be verified as signed by your firm. Upload a new certificate.'
            : `This certificate expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'}. Upload its renewal before then.`}
        </StyledWarning>
      ) : null}
      <StyledExplanation>
        {firms ? (
          <>
            <p>
              Every document signed from now on is sealed with your firm’s certificate. Adobe Acrobat and other PDF
              readers show the signature as valid, in your firm’s name, when the authority that issued the certificate
              is one they trust.
            </p>
            <p>Documents signed earlier keep the seal they were signed with.</p>
          </>
        ) : (
          <>
            <p>
              Signed documents are sealed with a self-signed certificate in your firm’s name. The seal proves that a
              document has not been changed since it was signed, but Adobe Acrobat and other PDF readers show the
              signature as “validity unknown” or say the signer’s identity “has not been verified”, because no trusted
              authority vouches for a self-signed certificate.
            </p>
            <p>
              To have readers show your firm as a verified signer, obtain a document-signing certificate from a trusted
              certificate authority (for Acrobat, one on the Adobe Approved Trust List) and upload it below as a .p12 or
              .pfx file.
            </p>
          </>
        )}
      </StyledExplanation>
    </StyledCard>
  );
}
