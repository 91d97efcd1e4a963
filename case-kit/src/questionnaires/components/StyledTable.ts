import styled from 'styled-components';

/** The staff questionnaire page's tables (changes, sponsorship requests); the fourth column hides on phones. */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  @media (max-width: 768px) {
    th:nth-child(4),
    td:nth-child(4) {
      display: none;
    }
  }
`;
