/*
 * The letter editor (TipTap) shared by the settings page's templates and the case's letter panel.
 * A subpath of its own so TipTap stays out of `shared/ui` and of the shell: each remote loads it
 * lazily, with the page that edits a letter.
 */
export {
  RichTextEditor,
  type ClassifyPlaceholder,
  type PlaceholderClass,
  type RichTextEditorProps,
} from './RichTextEditor';
export { PlaceholderMenu } from './PlaceholderMenu';
