import { VerifySignature } from 'case-kit/esign';

/** /verify-signature — anyone checks whether a PDF is one this firm's e-signature produced, unchanged. */
export default function VerifySignaturePage() {
  return <VerifySignature />;
}
