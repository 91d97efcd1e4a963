import styled from 'styled-components';
import { mobile } from 'shared/ui';
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

/** The firm-wide expiry calendar: the list with its filters, the private ICS feed, and the reminder settings. */
export function ExpiryCalendar({ words }: { words: PeopleWords }) {
  return (
    <>
      <ExpiryList words={words} />
      <StyledSide>
        <CalendarFeedCard />
        <ReminderSettingsCard personWord={words.singular.toLowerCase()} />
      </StyledSide>
    </>
  );
}
