import { decodeCaseFilter, encodeCaseFilter } from 'shared/domain';
import { countFilterFields, readCaseListUrl, writeCaseListUrl } from './caseListUrl';
import { formToFilter, filterToForm } from './caseFilterForm';

describe('case list URL state', () => {
  it('writes the filter as the SPEC §3 base64 matcher and reads the same state back', () => {
    const state = {
      filter: { statusIds: [3, 4], typeIds: [1], getActiveCases: true, deadlineDateRange: { from: '2026-01-01' } },
      search: 'EAC',
      sort: { field: 'deadlineDate' as const, order: 1 as const },
      perpage: 50,
      after: 'cursor-2',
    };
    const params = writeCaseListUrl(new URLSearchParams('tab=x'), state);
    expect(params.get('tab')).toBe('x');
    expect(decodeCaseFilter(params.get('filter')).filter).toEqual(state.filter);
    expect(readCaseListUrl(params)).toEqual({ ...state, filterError: null });
  });

  it('leaves defaults out of the link', () => {
    const params = writeCaseListUrl(new URLSearchParams(), {
      filter: {},
      search: ' ',
      sort: { field: 'updatedAt', order: -1 },
      perpage: 25,
      after: null,
    });
    expect(params.toString()).toBe('');
  });

  it('ignores an unreadable filter, an unknown sort and a page size not offered', () => {
    const state = readCaseListUrl(new URLSearchParams('filter=%%%nope&sort=-password&perpage=7'));
    expect(state.filter).toEqual({});
    expect(state.filterError).toMatch(/could not be read/);
    expect(state.sort).toEqual({ field: 'updatedAt', order: -1 });
    expect(state.perpage).toBe(25);
  });

  it('counts the filter fields that are set', () => {
    expect(countFilterFields({ statusIds: [], title: 'x', premiumProcessing: false })).toBe(2);
  });
});

describe('filter form', () => {
  it('round-trips every SPEC §3 field through the form', () => {
    const filter = {
      petitionerIds: ['20000000-0000-4000-8000-000000000001'],
      typeIds: [1],
      subTypeIds: [2],
      statusIds: [24],
      branchIds: ['30000000-0000-4000-8000-000000000001'],
      beneficiaryIds: ['10000000-0000-4000-8000-000000000001'],
      deadlineDateRange: { from: '2026-01-01', to: '2026-03-31' },
      getActiveCases: true,
      getClosedCases: true,
      premiumProcessing: false,
      rfeCases: true,
      getPendingWithLCA: true,
      validityDateRange: { to: '2027-01-01' },
      pwdPositionTypeStatus: 'Pending',
      title: 'Data engineer',
    };
    const form = filterToForm(filter);
    expect(form.deadlineFrom).toBe('01/01/2026');
    const back = formToFilter(form);
    expect(back.errors).toBeNull();
    expect(back.filter).toEqual(filter);
    expect(decodeCaseFilter(encodeCaseFilter(back.filter!)).filter).toEqual(filter);
  });

  it('answers the SPEC §5 date message and the range rule', () => {
    const bad = formToFilter({ ...filterToForm({}), deadlineFrom: '13/45/2026' });
    expect(bad.errors).toEqual({ deadlineFrom: 'Date must be a valid format (MM/DD/YYYY)' });
    const reversed = formToFilter({ ...filterToForm({}), validityFrom: '03/01/2026', validityTo: '02/01/2026' });
    expect(reversed.errors).toEqual({ validityTo: 'The start date must not be after the end date' });
  });

  it('drops empty fields so an untouched form is no filter', () => {
    expect(formToFilter(filterToForm({}))).toEqual({ filter: {}, errors: null });
  });
});

describe('type column', () => {
  it('names the type once when the sub type already carries it', async () => {
    const { typeLabel } = await import('../components/caseColumns');
    expect(typeLabel({ typeName: 'H-1B', subTypeName: 'H-1B Extension' })).toBe('H-1B Extension');
    expect(typeLabel({ typeName: 'PERM / Green Card', subTypeName: 'PERM from H-1B' })).toBe(
      'PERM / Green Card · PERM from H-1B',
    );
    expect(typeLabel({ typeName: 'RFE', subTypeName: null })).toBe('RFE');
  });
});
