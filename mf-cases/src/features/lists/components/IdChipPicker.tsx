import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AnyCallDeclaration } from 'shared/contract';
import { callKey } from 'shared/query';
import { AsyncSelect } from 'shared/ui/async-select';
import type { SelectOption } from 'shared/ui';

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: 0;
  list-style: none;
`;

const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 1px ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: 12px;
  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
    font-size: 14px;
    line-height: 1;
  }
`;

export interface IdChipPickerProps {
  label: string;
  /** The list call the records come from (e.g. listCompaniesCall): their labels are cached under its key. */
  source: AnyCallDeclaration;
  ids: readonly string[];
  onChange: (ids: string[]) => void;
  loadOptions: (search: string, signal: AbortSignal) => Promise<readonly SelectOption[]>;
  /** Names the ids of a shared link (the picker only knows the names it offered). */
  resolve: (ids: string[], signal: AbortSignal) => Promise<readonly SelectOption[]>;
}

/** Choose several records: a searchable select that adds each choice as a removable chip. */
export function IdChipPicker({ label, source, ids, onChange, loadOptions, resolve }: IdChipPickerProps) {
  const [known, setKnown] = useState<Record<string, string>>({});
  const unknown = ids.filter((id) => !(id in known));
  const resolved = useQuery({
    queryKey: [...callKey(source), 'labels', unknown],
    queryFn: ({ signal }) => resolve(unknown, signal),
    enabled: unknown.length > 0,
    staleTime: 60_000,
  });
  const name = (id: string) =>
    known[id] ?? resolved.data?.find((o) => o.value === id)?.label ?? (resolved.isLoading ? 'Loading…' : 'Unknown');
  return (
    <div>
      <AsyncSelect
        label={label}
        loadOptions={loadOptions}
        value={null}
        onChange={(option) => {
          if (!option || ids.includes(option.value)) return;
          setKnown((k) => ({ ...k, [option.value]: option.label }));
          onChange([...ids, option.value]);
        }}
      />
      {ids.length > 0 ? (
        <StyledChips aria-label={`Chosen ${label.toLowerCase()}`}>
          {ids.map((id) => (
            <StyledChip key={id}>
              {name(id)}
              <button
                type="button"
                aria-label={`Remove ${name(id)}`}
                onClick={() => onChange(ids.filter((i) => i !== id))}
              >
                ×
              </button>
            </StyledChip>
          ))}
        </StyledChips>
      ) : null}
    </div>
  );
}
