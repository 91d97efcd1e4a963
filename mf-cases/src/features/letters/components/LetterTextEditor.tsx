import { EditorContent, Extension, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { Node as PmNode } from '@tiptap/pm/model';
import { useRef } from 'react';
import styled from 'styled-components';
import { findPlaceholders, PLACEHOLDER_BY_KEY, type RichTextDoc } from 'shared/domain';
import { StyledButton } from 'shared/ui';

/*
 * The case letter as staff correct it before generating: TipTap limited to the letter nodes, and
 * every placeholder the case's data did not fill highlighted until it is replaced by real text.
 * Loaded lazily by LettersPanel, so the editor stays out of the case page's own chunk.
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
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brandContrast};
  }
`;

const StyledContent = styled.div`
  .tiptap {
    min-height: 280px;
    max-height: 60vh;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space(4)};
    line-height: 1.5;
    outline: none;
    p {
      margin: 0 0 ${({ theme }) => theme.space(2)};
    }
  }
  .placeholder-missing {
    background: ${({ theme }) => theme.color.warning};
    color: ${({ theme }) => theme.color.brandContrast};
    border-radius: 3px;
    padding: 0 2px;
  }
  .placeholder-unknown {
    background: ${({ theme }) => theme.color.dangerBg};
    color: ${({ theme }) => theme.color.danger};
    text-decoration: wavy underline;
  }
`;

const key = new PluginKey('missingPlaceholders');

function decorations(doc: PmNode): DecorationSet {
  const out: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isText || !node.text) return;
    for (const m of findPlaceholders(node.text)) {
      const known = PLACEHOLDER_BY_KEY.get(m.key);
      out.push(
        Decoration.inline(pos + m.start, pos + m.end, {
          class: known ? 'placeholder-missing' : 'placeholder-unknown',
          title: known ? `${known.label}: not in the case data — type it in or remove it` : 'Unknown placeholder',
        }),
      );
    }
  });
  return DecorationSet.create(doc, out);
}

const MissingHighlight = Extension.create({
  name: 'missingHighlight',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key,
        state: {
          init: (_, { doc }) => decorations(doc),
          apply: (tr, old) => (tr.docChanged ? decorations(tr.doc) : old),
        },
        props: { decorations: (state) => key.getState(state) as DecorationSet },
      }),
    ];
  },
});

function Toolbar({ editor }: { editor: Editor }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      canUndo: e.can().undo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const b = (label: string, pressed: boolean | null, run: () => void, text: string, disabled = false) => (
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
      {b('Bold', s.bold, () => chain().toggleBold().run(), 'B')}
      {b('Italic', s.italic, () => chain().toggleItalic().run(), 'I')}
      {b('Underline', s.underline, () => chain().toggleUnderline().run(), 'U')}
      {b('Bulleted list', s.bullet, () => chain().toggleBulletList().run(), '• List')}
      {b('Numbered list', s.ordered, () => chain().toggleOrderedList().run(), '1. List')}
      {b('Undo', null, () => chain().undo().run(), '↶', !s.canUndo)}
    </StyledToolbar>
  );
}

export interface LetterTextEditorProps {
  /** The letter when the editor opens (mount it again, with a new key, for another preview). */
  initial: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
  label: string;
}

export function LetterTextEditor({ initial, onChange, label }: LetterTextEditorProps) {
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
      MissingHighlight,
    ],
    content: initial,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.getJSON() as RichTextDoc),
  });
  if (!editor) return null;
  return (
    <StyledWrap>
      <Toolbar editor={editor} />
      <StyledContent>
        <EditorContent editor={editor} />
      </StyledContent>
    </StyledWrap>
  );
}
