import { EditorContent, Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { Node as PmNode } from '@tiptap/pm/model';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { findPlaceholders, PLACEHOLDER_BY_KEY, type RichTextDoc } from '../domain';
import { StyledButton } from '../ui';
import { PlaceholderMenu } from './PlaceholderMenu';

/*
 * The letter editor: TipTap with the nodes a letter may hold (the server's ZRichTextDoc), a
 * toolbar, the "Insert placeholder" menu, and placeholders highlighted as they are typed — known
 * ones in the brand colour, unknown ones in red (the server refuses those on save).
 */

const StyledWrap = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brandContrast};
  }
`;

const StyledSeparator = styled.span`
  width: 1px;
  align-self: stretch;
  background: ${({ theme }) => theme.color.border};
`;

const StyledContent = styled.div`
  .tiptap {
    min-height: 320px;
    max-height: 60vh;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space(4)};
    line-height: 1.5;
    outline: none;
    p {
      margin: 0 0 ${({ theme }) => theme.space(2)};
    }
    h1,
    h2,
    h3 {
      margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
    }
  }
  .placeholder-known {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.brand};
    border-radius: 3px;
  }
  .placeholder-missing {
    background: ${({ theme }) => theme.color.warning};
    color: ${({ theme }) => theme.color.brandContrast};
    border-radius: 3px;
  }
  .placeholder-unknown {
    background: ${({ theme }) => theme.color.dangerBg};
    color: ${({ theme }) => theme.color.danger};
    text-decoration: wavy underline;
    border-radius: 3px;
  }
`;

export type PlaceholderClass = 'known' | 'missing' | 'unknown';
export type ClassifyPlaceholder = (key: string) => PlaceholderClass;

const defaultClassify: ClassifyPlaceholder = (key) => (PLACEHOLDER_BY_KEY.has(key) ? 'known' : 'unknown');

const highlightKey = new PluginKey('letterPlaceholders');

/** The tooltip of a highlighted placeholder. */
function placeholderTitle(key: string, c: PlaceholderClass): string {
  const label = PLACEHOLDER_BY_KEY.get(key)?.label ?? key;
  if (c === 'unknown') return 'Unknown placeholder';
  return c === 'missing' ? `${label}: not in the case data — type it in or remove it` : label;
}

function decorations(doc: PmNode, classify: ClassifyPlaceholder): DecorationSet {
  const out: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isText || !node.text) return;
    for (const m of findPlaceholders(node.text))
      out.push(
        Decoration.inline(pos + m.start, pos + m.end, {
          class: `placeholder-${classify(m.key)}`,
          'data-placeholder': m.key,
          title: placeholderTitle(m.key, classify(m.key)),
        }),
      );
  });
  return DecorationSet.create(doc, out);
}

/** Highlights `{{…}}` placeholders; `classify` is read through a ref so it may change without a new editor. */
const placeholderHighlight = (classify: { current: ClassifyPlaceholder }) =>
  Extension.create({
    name: 'placeholderHighlight',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: highlightKey,
          state: {
            init: (_, { doc }) => decorations(doc, classify.current),
            apply: (tr, old) =>
              tr.docChanged || tr.getMeta(highlightKey) ? decorations(tr.doc, classify.current) : old,
          },
          props: { decorations: (state) => highlightKey.getState(state) as DecorationSet },
        }),
      ];
    },
  });

function Toolbar({ editor, placeholderMenu }: { editor: Editor; placeholderMenu: boolean }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (label: string, pressed: boolean | null, run: () => void, text: string, disabled = false) => (
    <StyledButton
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed ?? undefined}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {text}
    </StyledButton>
  );
  return (
    <StyledToolbar role="toolbar" aria-label="Formatting">
      {button('Bold', s.bold, () => chain().toggleBold().run(), 'B')}
      {button('Italic', s.italic, () => chain().toggleItalic().run(), 'I')}
      {button('Underline', s.underline, () => chain().toggleUnderline().run(), 'U')}
      <StyledSeparator />
      {button('Heading', s.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {button('Subheading', s.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      {button('Bulleted list', s.bullet, () => chain().toggleBulletList().run(), '• List')}
      {button('Numbered list', s.ordered, () => chain().toggleOrderedList().run(), '1. List')}
      {button('Horizontal line', null, () => chain().setHorizontalRule().run(), '—')}
      <StyledSeparator />
      {button('Undo', null, () => chain().undo().run(), '↶', !s.canUndo)}
      {button('Redo', null, () => chain().redo().run(), '↷', !s.canRedo)}
      {placeholderMenu ? (
        <>
          <StyledSeparator />
          <PlaceholderMenu onInsert={(token) => chain().insertContent(token).run()} />
        </>
      ) : null}
    </StyledToolbar>
  );
}

export interface RichTextEditorProps {
  /** The document shown when the editor opens; replace `resetKey` to load another one. */
  value: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  /** Accessible name of the text area. */
  label: string;
  /** Changing it loads `value` again (a reset, another template). */
  resetKey?: string | number;
  placeholderMenu?: boolean;
  classify?: ClassifyPlaceholder;
}

export function RichTextEditor({
  value,
  onChange,
  label,
  resetKey,
  placeholderMenu = true,
  classify = defaultClassify,
}: RichTextEditorProps) {
  const classifyRef = useRef(classify);
  classifyRef.current = classify;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        strike: false,
        link: false,
      }),
      placeholderHighlight(classifyRef),
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.getJSON() as RichTextDoc),
  });

  // Load the value again when the caller says so (reset to default, another template).
  const loaded = useRef(resetKey);
  useEffect(() => {
    if (!editor || loaded.current === resetKey) return;
    loaded.current = resetKey;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, resetKey, value]);

  // Re-classify (e.g. the missing list changed) without touching the text.
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(highlightKey, true));
  }, [editor, classify]);

  if (!editor) return null;
  return (
    <StyledWrap>
      <Toolbar editor={editor} placeholderMenu={placeholderMenu} />
      <StyledContent>
        <EditorContent editor={editor} />
      </StyledContent>
    </StyledWrap>
  );
}
