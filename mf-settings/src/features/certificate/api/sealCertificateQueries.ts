import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sealCertificateDetailsCall,
  uploadSealCertificateCall,
  type TSealCertificate,
  type TUploadSealCertificatePayload,
} from 'shared/contract';
import { useApi } from 'shared/session';

export const sealCertificateKey = ['settings', 'esign', 'seal-certificate'] as const;

/** The certificate that seals the firm's signed PDFs (the firm's own, else Passage's). */
export function useSealCertificate(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: sealCertificateKey,
    queryFn: ({ signal }) => api.call(sealCertificateDetailsCall, {}, { signal }),
    enabled,
  });
}

/** Replaces the firm's certificate; the answer (never the password) becomes the cached one. */
export function useUploadSealCertificate() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: TUploadSealCertificatePayload) => api.call(uploadSealCertificateCall, payload),
    onSuccess: (certificate: TSealCertificate) => qc.setQueryData(sealCertificateKey, certificate),
  });
}
