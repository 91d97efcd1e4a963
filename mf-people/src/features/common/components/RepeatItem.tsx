import type { ReactNode } from 'react';
import { StyledButton, StyledRepeatHeader, StyledRepeatItem } from 'shared/ui';

export interface RepeatItemProps {
  /** The item's name, e.g. `Degree 2`: its header, its group label and (lower-cased) its remove button's label. */
  title: string;
  /** Without it the item has no remove button. */
  onRemove?: () => void;
  children: ReactNode;
}

/** One item of a repeated form section (an address, a degree, a job, a contact): a titled group with a remove button. */
export function RepeatItem({ title, onRemove, children }: RepeatItemProps) {
  return (
    <StyledRepeatItem role="group" aria-label={title}>
      <StyledRepeatHeader>
        <span>{title}</span>
        {onRemove ? (
          <StyledButton type="button" onClick={onRemove} aria-label={`Remove ${title.toLowerCase()}`}>
            Remove
          </StyledButton>
        ) : null}
      </StyledRepeatHeader>
      {children}
    </StyledRepeatItem>
  );
}
