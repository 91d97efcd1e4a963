import { useState } from 'react';
import { errorMessage } from 'shared/ui/errors';
import type { UploadProgress } from 'shared/ui';

/**
 * Files dropped on a FileDropZone, uploaded one after the other: every picked file gets its
 * progress row at once, each row follows its upload (100 % or the error's message), the zone is
 * busy meanwhile, and `onAdded` runs once after the batch when at least one file went up.
 */
export function useUploadBatch(
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>,
  onAdded: (added: number, picked: File[]) => Promise<void> | void,
): { uploads: UploadProgress[]; busy: boolean; onFiles: (picked: File[]) => Promise<void> } {
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [busy, setBusy] = useState(false);
  const setProgress = (id: string, patch: Partial<UploadProgress>) =>
    setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...patch } : u)));

  const onFiles = async (picked: File[]) => {
    setBusy(true);
    const batch = picked.map((f, i) => ({ id: `${Date.now()}-${i}-${f.name}`, name: f.name, size: f.size, progress: 0 }));
    setUploads((all) => [...all, ...batch]);
    let added = 0;
    for (const [i, file] of picked.entries()) {
      const id = batch[i]!.id;
      try {
        await upload(file, (p) => setProgress(id, { progress: p }));
        setProgress(id, { progress: 100 });
        added += 1;
      } catch (e) {
        setProgress(id, { error: errorMessage(e) });
      }
    }
    if (added > 0) await onAdded(added, picked);
    setBusy(false);
  };

  return { uploads, busy, onFiles };
}
