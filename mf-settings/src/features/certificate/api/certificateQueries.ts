import { useQueryClient } from '@tanstack/react-query';
import { sealCertificateDetailsCall, uploadSealCertificateCall } from 'shared/contract';
import { setCallData, useCallMutation, useCallQuery } from 'shared/query';

/** The certificate that seals the firm's signed PDFs (the firm's uploaded one, else its self-signed seal). */
export function useSealCertificate(enabled = true) {
  return useCallQuery(sealCertificateDetailsCall, {}, { enabled });
}

/** Replaces the firm's certificate; the answer (never the password) becomes the cached one. */
export function useUploadSealCertificate() {
  const qc = useQueryClient();
  return useCallMutation(uploadSealCertificateCall, {
    onSuccess: (certificate) => setCallData(qc, sealCertificateDetailsCall, {}, certificate),
  });
}
