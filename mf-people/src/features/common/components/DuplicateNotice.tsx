import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DuplicateInfo } from 'shared/ui';

const StyledNotice = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

/** Shown when saving found the same passport, e-mail or FEIN on another record. */
export function DuplicateNotice({ duplicate, noun, href }: { duplicate: DuplicateInfo; noun: string; href: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form may be long: bring the notice into view and give it focus for screen readers.
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus();
  }, [duplicate.id]);
  return (
    <StyledNotice role="alert" ref={ref} tabIndex={-1}>
      <p>
        <strong>This {noun} already exists.</strong> {duplicate.message}
      </p>
      <p>
        <Link to={href}>Open the existing {noun}</Link> to update it instead. If two records are the same {noun}, use
        “Merge duplicate…” on the one to keep.
      </p>
    </StyledNotice>
  );
}
