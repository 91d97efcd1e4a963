import { FORM_CATALOGUE } from './catalogue';
import { FORM_MAPPINGS } from './registry';

describe('form catalogue', () => {
  it('lists exactly the mapped forms, with their titles, editions and case types', () => {
    expect(FORM_CATALOGUE.map((f) => ({ ...f, caseTypeIds: [...f.caseTypeIds] }))).toEqual(
      FORM_MAPPINGS.map((m) => ({ code: m.code, title: m.title, edition: m.edition, caseTypeIds: [...m.caseTypeIds] })),
    );
  });
});
