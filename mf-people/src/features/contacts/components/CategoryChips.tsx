import styled from 'styled-components';

const StyledChips = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledChip = styled.span<{ $color: string | null }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.color.border};
  font-size: 12px;
  line-height: 18px;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme, $color }) => $color ?? theme.color.textMuted};
  }
`;

/** Category names with their colour dot (the tenant picks the colours). */
export function CategoryChips({
  categories,
}: {
  categories: readonly { id: string; name: string; color: string | null }[];
}) {
  return (
    <StyledChips>
      {categories.map((c) => (
        <StyledChip key={c.id} $color={c.color}>
          {c.name}
        </StyledChip>
      ))}
    </StyledChips>
  );
}
