import { SEAL_P12_MAX_BYTES } from 'shared/contract';
import { formatBytes } from 'shared/domain';

/** What the file picker offers: PKCS#12 files. */
export const SEAL_FILE_ACCEPT = '.p12,.pfx,application/x-pkcs12';

/** The name check of the drop zone: only .p12 / .pfx files. */
export const validateSealFileName = (file: { name: string }): string | null =>
  /\.(p12|pfx)$/i.test(file.name) ? null : 'Choose a .p12 or .pfx file (PKCS#12).';

/** The size check before reading and sending the file (the contract's limit). */
export const checkSealFileSize = (file: { size: number }): string | null => {
  if (file.size === 0) return 'This file is empty.';
  if (file.size > SEAL_P12_MAX_BYTES)
    return `The file is too large (${formatBytes(file.size)}; at most ${formatBytes(SEAL_P12_MAX_BYTES)}).`;
  return null;
};

/** The file's bytes as base64, without the `data:` prefix (what the upload call takes). */
export const readFileAsBase64 = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
