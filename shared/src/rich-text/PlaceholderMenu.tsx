import styled from 'styled-components';
import { LETTER_PLACEHOLDERS, PLACEHOLDER_GROUPS, placeholderToken } from '../domain';
import { StyledSelect } from '../ui';

const StyledMenu = styled(StyledSelect)`
  max-width: 240px;
`;

/**
 * "Insert placeholder": every catalogue entry grouped (Beneficiary, Petitioner, Case…), with its
 * label and an example. A native select: keyboard, screen reader and touch work as users expect.
 */
export function PlaceholderMenu({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <StyledMenu
      aria-label="Insert placeholder"
      value=""
      onChange={(e) => {
        if (e.target.value) onInsert(placeholderToken(e.target.value));
        e.target.value = '';
      }}
    >
      <option value="">Insert placeholder…</option>
      {PLACEHOLDER_GROUPS.map((g) => (
        <optgroup key={g} label={g}>
          {LETTER_PLACEHOLDERS.filter((p) => p.group === g).map((p) => (
            <option key={p.key} value={p.key}>
              {`${p.label} — e.g. ${p.example}`}
            </option>
          ))}
        </optgroup>
      ))}
    </StyledMenu>
  );
}
