import { PLACEHOLDER_BY_KEY } from 'shared/domain/letters/placeholders';
import type { RichTextDoc } from 'shared/domain';
import { RichTextEditor, type ClassifyPlaceholder } from 'shared/rich-text';

/*
 * The case letter as staff correct it before generating: the shared letter editor without the
 * placeholder menu, every placeholder left in the text highlighted as missing (the case's data did
 * not fill it) until it is replaced by real text. Loaded lazily by LettersPanel, so the editor stays
 * out of the case page's own chunk.
 */
const missingOrUnknown: ClassifyPlaceholder = (key) => (PLACEHOLDER_BY_KEY.has(key) ? 'missing' : 'unknown');

export interface LetterTextEditorProps {
  /** The letter when the editor opens (mount it again, with a new key, for another preview). */
  initial: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  label: string;
}

export function LetterTextEditor({ initial, onChange, label }: LetterTextEditorProps) {
  return (
    <RichTextEditor
      value={initial}
      onChange={onChange}
      label={label}
      placeholderMenu={false}
      classify={missingOrUnknown}
    />
  );
}
