import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { AsyncSelect, type SelectOption } from 'shared/ui';

const StyledWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: 2px ${({ theme }) => theme.space(2)};
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.color.border};
    font-size: 12px;
  }
  button {
    border: 0;
    background: none;
    padding: 0 2px;
    cursor: pointer;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
    line-height: 1;
  }
`;

export type OptionLoader = (search: string, signal: AbortSignal, ids?: readonly string[]) => Promise<SelectOption[]>;

export interface AsyncMultiFilterProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  load: OptionLoader;
}

/** Several records picked one at a time from a server search; each choice is a removable chip. */
export function AsyncMultiFilter({ label, value, onChange, load }: AsyncMultiFilterProps) {
  const [names, setNames] = useState<Readonly<Record<string, string>>>({});
  const unknown = value.filter((id) => names[id] === undefined);
  const unknownKey = unknown.join(',');

  useEffect(() => {
    if (!unknownKey) return undefined;
    const controller = new AbortController();
    load('', controller.signal, unknownKey.split(','))
      .then((found) => setNames((n) => ({ ...n, ...Object.fromEntries(found.map((o) => [o.value, o.label])) })))
      .catch(() => undefined);
    return () => controller.abort();
  }, [unknownKey, load]);

  return (
    <StyledWrap>
      <AsyncSelect
        label={label}
        loadOptions={(search, signal) => load(search, signal)}
        value={null}
        placeholder={value.length ? 'Add another…' : 'Any — type to search'}
        onChange={(o) => {
          if (!o || value.includes(o.value)) return;
          setNames((n) => ({ ...n, [o.value]: o.label }));
          onChange([...value, o.value]);
        }}
      />
      {value.length ? (
        <StyledChips aria-label={`${label}: chosen`}>
          {value.map((id) => (
            <li key={id}>
              {names[id] ?? 'Loading…'}
              <button
                type="button"
                aria-label={`Remove ${names[id] ?? 'this choice'} from ${label}`}
                onClick={() => onChange(value.filter((v) => v !== id))}
              >
                ×
              </button>
            </li>
          ))}
        </StyledChips>
      ) : null}
    </StyledWrap>
  );
}
