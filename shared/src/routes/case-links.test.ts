import { caseDetailsPath } from './case-links';
import { buildPath } from './index';

describe('caseDetailsPath', () => {
  const id = '10000000-0000-4000-8000-000000000001';

  it('opens a petition on the petition details page', () => {
    expect(caseDetailsPath({ id, kind: 'petition', isExternal: false })).toBe(
      buildPath('cases.petitionDetails', { itemId: id }),
    );
    expect(caseDetailsPath({ id, kind: 'petition' })).toBe(`/petition-details/${id}`);
  });

  it('opens an RFE case on its own page', () => {
    expect(caseDetailsPath({ id, kind: 'rfe', isExternal: false })).toBe(
      buildPath('cases.rfePetitionDetails', { itemId: id }),
    );
    expect(caseDetailsPath({ id, kind: 'rfe' })).toBe(buildPath('cases.rfePetitionDetails', { itemId: id }));
  });

  it('opens an external case on the external details page, whatever its kind', () => {
    expect(caseDetailsPath({ id, kind: 'petition', isExternal: true })).toBe(
      buildPath('cases.externalCaseDetails', { itemId: id }),
    );
    expect(caseDetailsPath({ id, kind: 'rfe', isExternal: true })).toBe(
      buildPath('cases.externalCaseDetails', { itemId: id }),
    );
  });

  it('opens an LCA and a PWD on their own pages', () => {
    expect(caseDetailsPath({ id, kind: 'lca' })).toBe(`/lca-details/${id}`);
    expect(caseDetailsPath({ id, kind: 'pwd' })).toBe(`/pwd-case-details/${id}`);
  });
});
