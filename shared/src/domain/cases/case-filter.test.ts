import { CASE_FILTER_ERROR, ZCaseFilter, decodeCaseFilter, encodeCaseFilter, type TCaseFilter } from './case-filter';

const P = '6c0f3a52-2f7e-4a8e-9d7b-2d6f1e0b9a11';
const B = '0b8e7c1d-4f2a-4c3b-8d9e-112233445566';

const full: TCaseFilter = {
  petitionerIds: [P],
  typeIds: [1, 4],
  subTypeIds: [2],
  statusIds: [3, 24],
  branchIds: [B],
  beneficiaryIds: [P, B],
  deadlineDateRange: { from: '2026-01-01', to: '2026-12-31' },
  getActiveCases: true,
  getClosedCases: false,
  premiumProcessing: true,
  rfeCases: true,
  getPendingWithLCA: false,
  validityDateRange: { to: '2027-06-30' },
  pwdPositionTypeStatus: 'Professional',
  title: 'Software Engineer – Zürich',
};

const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

describe('case list filter (SPEC §3)', () => {
  it('round-trips every matcher field, including non-ASCII text', () => {
    const encoded = encodeCaseFilter(full);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCaseFilter(encoded)).toEqual({ filter: full, error: null });
  });

  it('encodes a base64 JSON object with a matcher', () => {
    const json = JSON.parse(Buffer.from(encodeCaseFilter({ typeIds: [1] }), 'base64url').toString('utf8'));
    expect(json).toEqual({ matcher: { typeIds: [1] } });
  });

  it('drops empty lists so equal filters encode the same', () => {
    expect(encodeCaseFilter({ typeIds: [], statusIds: [3] })).toBe(encodeCaseFilter({ statusIds: [3] }));
  });

  it.each<[string, string]>([
    ['standard base64 with padding', b64(JSON.stringify({ matcher: { statusIds: [3] } }))],
    ['URL-escaped base64', encodeURIComponent(b64(JSON.stringify({ matcher: { statusIds: [3] } })))],
    ['a bare matcher object', b64(JSON.stringify({ statusIds: [3] }))],
    ['unknown fields are dropped', b64(JSON.stringify({ matcher: { statusIds: [3], sortBy: 'x' } }))],
  ])('decodes %s', (_name, text) => {
    expect(decodeCaseFilter(text)).toEqual({ filter: { statusIds: [3] }, error: null });
  });

  it.each<[string, string | null | undefined]>([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('%s input is an empty filter without error', (_name, text) => {
    expect(decodeCaseFilter(text)).toEqual({ filter: {}, error: null });
  });

  it.each<[string, string]>([
    ['not base64', '!!!not base64!!!'],
    ['base64 of non-JSON', b64('hello world')],
    ['base64 of invalid UTF-8', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64')],
    ['wrong field type', b64(JSON.stringify({ matcher: { typeIds: 'h1b' } }))],
    ['bad date', b64(JSON.stringify({ matcher: { deadlineDateRange: { from: '2026-02-30' } } }))],
    [
      'reversed range',
      b64(JSON.stringify({ matcher: { validityDateRange: { from: '2026-05-01', to: '2026-01-01' } } })),
    ],
    ['non-uuid petitioner id', b64(JSON.stringify({ matcher: { petitionerIds: ['42'] } }))],
    ['status out of range', b64(JSON.stringify({ matcher: { statusIds: [34] } }))],
    ['JSON null', b64('null')],
    ['bad percent escape', '%E0%A4%A'],
  ])('%s → empty filter and an error, no throw', (_name, text) => {
    expect(decodeCaseFilter(text)).toEqual({ filter: {}, error: CASE_FILTER_ERROR });
  });

  it('the schema accepts an empty matcher', () => {
    expect(ZCaseFilter.parse({})).toEqual({});
  });
});
