import { CASE_STATUS_BY_ID, formatDate, formatDateTime, formatMoney } from 'shared/domain';

/** How a report value is shown; unknown types show the value as text. */
export type CellType =
  'text' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'status' | 'boolean' | (string & {});

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const isNumericType = (type: CellType): boolean => type === 'number' || type === 'money' || type === 'percent';

/** The text of one cell as the table shows it (dates in the app's one format, MMM DD, YYYY). */
export function formatCell(value: unknown, type: CellType): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'number':
      return typeof value === 'number' ? NUMBER.format(value) : String(value);
    case 'money':
      return formatMoney(value as number | string);
    case 'percent':
      return typeof value === 'number' ? `${NUMBER.format(value)}%` : String(value);
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'status':
      return typeof value === 'number' ? (CASE_STATUS_BY_ID.get(value)?.name ?? String(value)) : String(value);
    case 'boolean':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    default:
      return String(value);
  }
}
