/** A file answer of the api: the bytes as base64, with its name and type. */
export interface FileAnswer {
  fileName: string;
  mimeType: string;
  contentBase64: string;
}

/** Saves a file answer through a temporary link: the browser's own download. */
export function saveFile(file: FileAnswer): void {
  const binary = atob(file.contentBase64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
