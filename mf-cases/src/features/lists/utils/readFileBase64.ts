/** A file's bytes as base64 (FileReader's data URL without its prefix). */
export const readFileBase64 = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/** Old-case import accepts CSV and XLSX only. */
export const validateImportFile = (file: { name: string }): string | null =>
  /\.(csv|xlsx)$/i.test(file.name) ? null : 'Only .csv and .xlsx files can be imported';
