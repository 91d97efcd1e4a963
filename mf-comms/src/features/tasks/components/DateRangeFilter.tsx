import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { isoToUs, usToIso } from 'shared/domain';
import { DateInput, FormField } from 'shared/ui';

const StyledRange = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  & > div {
    width: 180px;
  }
`;

/** Two US dates (MM/DD/YYYY) that apply on blur or Enter; `onChange` gets YYYY-MM-DD ('' when blank or not a date). */
export function DateRangeFilter({ labels, from, to, onChange }: { labels: [string, string]; from: string; to: string; onChange: (from: string, to: string) => void }) {
  const [a, setA] = useState(isoToUs(from));
  const [b, setB] = useState(isoToUs(to));
  useEffect(() => setA(isoToUs(from)), [from]);
  useEffect(() => setB(isoToUs(to)), [to]);
  const apply = () => onChange(usToIso(a) ?? '', usToIso(b) ?? '');
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') apply();
  };
  return (
    <StyledRange>
      <FormField label={labels[0]} error={a.trim() && !usToIso(a) ? 'Please enter a valid date (MM/DD/YYYY).' : undefined}>
        <DateInput value={a} onChange={(e) => setA(e.target.value)} onBlur={apply} onKeyDown={onKey} />
      </FormField>
      <FormField label={labels[1]} error={b.trim() && !usToIso(b) ? 'Please enter a valid date (MM/DD/YYYY).' : undefined}>
        <DateInput value={b} onChange={(e) => setB(e.target.value)} onBlur={apply} onKeyDown={onKey} />
      </FormField>
    </StyledRange>
  );
}
