import { REPORT_BY_ID, type ReportDef } from 'shared/domain';
import { fromDraft, toDraft } from '../utils/filterDraft';
import { readReportUrl, writeReportUrl } from '../utils/reportUrl';

const caseList = REPORT_BY_ID.get('case-list') as ReportDef;
const cap = REPORT_BY_ID.get('cap') as ReportDef;
const USER = '50000000-0000-4000-8000-000000000008';

test('a view written to the URL reads back the same, defaults left out', () => {
  const state = {
    filters: { created: { from: '2026-01-01' }, caseTypes: [1, 2], assignees: [USER], state: 'open', search: 'Raman' },
    page: 3,
    pageSize: 50 as const,
    sort: { key: 'caseNumber', order: -1 as const },
  };
  const params = writeReportUrl(state, caseList);
  expect(params.toString()).toBe(
    `created.from=2026-01-01&caseTypes=1%2C2&assignees=${USER}&state=open&search=Raman&page=3&size=50&sort=-caseNumber`,
  );
  expect(readReportUrl(params, caseList)).toEqual({ ...state, ignored: [] });
  expect(writeReportUrl({ filters: {}, page: 1, pageSize: 25, sort: caseList.defaultSort }, caseList).toString()).toBe(
    '',
  );
});

test('values the registry refuses are left out and named; unknown page sizes and sorts fall back', () => {
  const read = readReportUrl(
    new URLSearchParams('fiscalYear=1999&registrationStatus=selected,bogus&size=7&sort=receiptNumber'),
    cap,
  );
  expect(read.filters).toEqual({});
  expect(read.ignored).toEqual(['Season (FY)', 'Registration']);
  expect(read.pageSize).toBe(25);
  // receiptNumber is a column of the CAP report but not sortable there.
  expect(read.sort).toEqual(cap.defaultSort);
});

test('the draft keeps typed US dates and numbers until they are checked', () => {
  const draft = toDraft(cap.filters, { fiscalYear: 2027 });
  expect(draft.fiscalYear).toBe('2027');
  expect(fromDraft(cap.filters, { ...draft, fiscalYear: '1800' })).toEqual({
    ok: false,
    errors: { fiscalYear: 'Season (FY): enter a whole number from 2000 to 2100' },
  });
  const range = toDraft(caseList.filters, { created: { from: '2026-02-01' } });
  expect(range.created).toEqual({ from: '02/01/2026', to: '' });
  expect(fromDraft(caseList.filters, { ...range, created: { from: '02/01/2026', to: '02/28/2026' } })).toEqual({
    ok: true,
    filters: { created: { from: '2026-02-01', to: '2026-02-28' } },
  });
});
