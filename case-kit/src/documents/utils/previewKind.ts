import { isPreviewable } from 'shared/domain/documents/rules';

export interface PreviewableFile {
  path: string;
  name: string;
  mimetype: string;
  extn: string;
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'];

/** How a stored file previews in the page: 'pdf', 'image', or null (Word and others open in a tab). */
export function previewKindOf(file: Pick<PreviewableFile, 'mimetype' | 'extn' | 'name'>): 'pdf' | 'image' | null {
  const mime = file.mimetype.toLowerCase();
  const ext = file.extn.toLowerCase();
  // SVG is served as a download (it could carry script), so it is not previewed.
  if (mime === 'image/svg+xml' || ext === 'svg') return null;
  if (!isPreviewable({ name: file.name, mimetype: file.mimetype, extn: file.extn })) return null;
  if (mime === 'application/pdf' || ext === 'pdf') return 'pdf';
  return mime.startsWith('image/') || IMAGE_EXTENSIONS.includes(ext) ? 'image' : null;
}
