import styled from 'styled-components';
import { mobile } from 'shared/ui';
import { usePermissions } from '../../people/hooks/usePermissions';
import type { PeopleWords } from '../../people/utils/peopleTerm';
import { CalendarFeedCard } from './CalendarFeedCard';
import { ExpiryList } from './ExpiryList';
import { ReminderSettingsCard } from './ReminderSettingsCard';

const StyledSide = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(5)};
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The expiry calendar: the list with its filters, the private ICS feed, and (for the firm's staff,
 * who alone may read them) the reminder settings.
 */
export function ExpiryCalendar({ words }: { words: PeopleWords }) {
  const { isInternal } = usePermissions();
  return (
    <>
      <ExpiryList words={words} />
      <StyledSide>
        <CalendarFeedCard />
        {isInternal ? <ReminderSettingsCard personWord={words.singular.toLowerCase()} /> : null}
      </StyledSide>
    </>
  );
}
