import { useCombobox, type UseComboboxGetInputPropsOptions, type UseComboboxGetMenuPropsOptions } from 'downshift';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import styled from 'styled-components';
import { StyledTextArea } from './FormLayout';

const StyledField = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  label {
    font-size: 13px;
    font-weight: 500;
  }
`;

const StyledMenu = styled.ul<{ $open: boolean }>`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 60;
  min-width: min(320px, 100%);
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  max-height: 220px;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(15, 20, 28, 0.18);
  display: ${({ $open }) => ($open ? 'block' : 'none')};
`;

const StyledOption = styled.li<{ $highlighted: boolean }>`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  cursor: pointer;
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.color.surfaceAlt : 'transparent')};
  small {
    margin-left: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledMessage = styled.span<{ $error: boolean }>`
  font-size: 12px;
  color: ${({ theme, $error }) => ($error ? theme.color.danger : theme.color.textMuted)};
`;

export interface MentionOption {
  id: string;
  /** The name written after `@`. */
  label: string;
  /** A muted note next to the name (e.g. the role). */
  description?: string;
}

export interface MentionTextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Who may be mentioned; filtered here by what follows the `@`. */
  options: readonly MentionOption[];
  /** Called when a person is picked (the text gets `@Name `). */
  onMention?: (option: MentionOption) => void;
  /** Runs before the field's own keys (e.g. Ctrl/Cmd+Enter to send). */
  onKeyDown?: (e: KeyboardEvent<HTMLTextAreaElement>) => void;
  error?: string;
  hint?: string;
  rows?: number;
  maxLength?: number;
  disabled?: boolean;
  placeholder?: string;
}

/** The `@word` being typed just before the caret, or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const m = /(^|\s)@([^\s@]{0,40})$/.exec(before);
  if (!m) return null;
  return { start: before.length - m[2]!.length - 1, query: m[2]! };
}

const MAX_SHOWN = 8;

/**
 * A textarea with @mention autocomplete (WAI-ARIA combobox through downshift's `useCombobox`):
 * typing `@` and letters lists the matching people; arrows move, Enter or a click picks (the text
 * gets `@Full Name `), Escape closes. When the list is closed the arrows and Escape keep their
 * textarea meaning.
 */
export function MentionTextArea({
  label,
  value,
  onChange,
  options,
  onMention,
  onKeyDown,
  error,
  hint,
  rows = 3,
  maxLength,
  disabled = false,
  placeholder,
}: MentionTextAreaProps) {
  const messageId = useId();
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = pendingCaret.current;
    const el = ref.current;
    if (at === null || !el || el.value.length < at) return;
    pendingCaret.current = null;
    el.setSelectionRange(at, at);
    el.focus();
  }, [value]);
  const active = mentionQueryAt(value, caret);
  const matches = useMemo(() => {
    if (!active) return [];
    const q = active.query.toLowerCase();
    return options
      .filter((o) => o.label.toLowerCase().split(/\s+/).some((w) => w.startsWith(q)) || o.label.toLowerCase().startsWith(q))
      .slice(0, MAX_SHOWN);
  }, [active, options]);
  const open = !!active && matches.length > 0 && dismissedAt !== active.start && !disabled;

  const pick = (option: MentionOption) => {
    if (!active) return;
    const inserted = `@${option.label} `;
    const next = value.slice(0, active.start) + inserted + value.slice(caret);
    const nextCaret = active.start + inserted.length;
    // The caret goes after the name once the new text is in the field (the layout effect below):
    // set earlier, the browser clamps it to the old, shorter text and the field's select event
    // would report that stale position, reopening the list on the name just written.
    pendingCaret.current = nextCaret;
    onChange(next);
    setCaret(nextCaret);
    onMention?.(option);
  };

  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<MentionOption>({
    items: matches,
    isOpen: open,
    inputValue: value,
    selectedItem: null,
    defaultHighlightedIndex: 0,
    itemToString: (o) => o?.label ?? '',
    itemToKey: (o) => o?.id,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) pick(selectedItem);
    },
    onIsOpenChange: ({ isOpen, type }) => {
      if (!isOpen && active && type !== useCombobox.stateChangeTypes.InputBlur) setDismissedAt(active.start);
    },
    stateReducer: (state, { type, changes }) =>
      // Leaving the field never picks the highlighted person.
      type === useCombobox.stateChangeTypes.InputBlur ? { ...changes, selectedItem: state.selectedItem } : changes,
  });

  const track = (el: HTMLTextAreaElement) => setCaret(el.selectionStart ?? el.value.length);

  // downshift types its input props for <input>; the textarea takes the same handlers and ARIA.
  const textareaProps = getInputProps({
    ref,
    rows,
    maxLength,
    disabled,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? messageId : undefined,
    onChange: (e: ChangeEvent<HTMLTextAreaElement>) => {
      onChange(e.target.value);
      track(e.target);
    },
    onSelect: (e: SyntheticEvent<HTMLTextAreaElement>) => track(e.currentTarget),
    onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => {
      onKeyDown?.(e);
      // A closed list leaves the arrows, Enter and Escape to the textarea.
      if (!open && ['ArrowDown', 'ArrowUp', 'Escape', 'Enter'].includes(e.key)) {
        (e.nativeEvent as unknown as { preventDownshiftDefault: boolean }).preventDownshiftDefault = true;
      }
    },
  } as unknown as UseComboboxGetInputPropsOptions) as unknown as ComponentPropsWithRef<'textarea'>;

  return (
    <StyledField>
      <label {...getLabelProps()}>{label}</label>
      <StyledTextArea {...textareaProps} $invalid={!!error} />
      <StyledMenu {...getMenuProps({ 'aria-label': 'People to mention' } as UseComboboxGetMenuPropsOptions)} $open={open}>
        {open
          ? matches.map((o, index) => (
              <StyledOption key={o.id} $highlighted={highlightedIndex === index} {...getItemProps({ item: o, index })}>
                {o.label}
                {o.description ? <small>{o.description}</small> : null}
              </StyledOption>
            ))
          : null}
      </StyledMenu>
      {error || hint ? (
        <StyledMessage id={messageId} $error={!!error} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </StyledMessage>
      ) : null}
    </StyledField>
  );
}
