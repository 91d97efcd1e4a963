import { QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  caseDocumentChecklistCall,
  getSignedUrlCall,
  listBranchesCall,
  listPetitionsCall,
  listPetitionViewsCall,
  listUsersCall,
  questionnaireDetailsCall,
  signRequestListCall,
} from 'shared/contract';
import { callKey } from 'shared/query';
import { caseKeys, invalidateCases, isAboutCase } from '../api/caseKeys';
import { documentKeys, refreshDocuments } from '../../documents/api/documentsQueries';
import { esignKeys } from '../../esign/api/esignQueries';
import { caseLetterKeys } from '../../letters/api/lettersQueries';
import { questionnaireKeys } from '../../questionnaires/api/questionnaireQueries';

const seeded = (keys: readonly QueryKey[]): QueryClient => {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { seeded: true });
  return client;
};
const invalidated = (client: QueryClient, key: QueryKey): boolean => client.getQueryState(key)?.isInvalidated ?? false;

describe('case-kit cache keys', () => {
  it('are the keys shared/query derives from the declarations and payloads', () => {
    expect(caseKeys.details('p1')).toEqual(['call', 'petition', 'details', { petitionId: 'p1' }]);
    expect(caseKeys.rfe('p1')).toEqual(['call', 'rfe-petition', 'details', { petitionId: 'p1' }]);
    expect(documentKeys.checklist('p1')).toEqual(callKey(caseDocumentChecklistCall, { petitionId: 'p1' }));
    expect(esignKeys.list('p1')).toEqual(callKey(signRequestListCall, { petitionId: 'p1' }));
    expect(questionnaireKeys.staff('p1', 'beneficiary')).toEqual(callKey(questionnaireDetailsCall, { petitionId: 'p1', kind: 'beneficiary' }));
  });

  it('invalidateCases reaches what the old [cases] root held, and nothing else', async () => {
    const caseData: QueryKey[] = [
      caseKeys.details('p1'),
      caseKeys.rfe('p2'),
      caseKeys.activity('p1', 'petition'),
      caseKeys.notes('p1'),
      caseKeys.preparers(6),
      [...callKey(listPetitionsCall), 'list', 'cases', { perpage: 25 }],
      callKey(listPetitionViewsCall, { list: 'cases' }),
      callKey(listBranchesCall, { page: 1, perpage: 1000 }),
      documentKeys.checklist('p1'),
      documentKeys.notices('p1'),
      callKey(getSignedUrlCall, { keyName: 'k', fileName: 'f.pdf' }),
      esignKeys.list('p1'),
      caseLetterKeys.letters('p1'),
      caseLetterKeys.templates(1),
      caseLetterKeys.groups(1),
    ];
    const others: QueryKey[] = [
      questionnaireKeys.staff('p1', 'beneficiary'),
      esignKeys.details('token'),
      caseKeys.notifications,
      callKey(listUsersCall, { page: 1, perpage: 10 }),
    ];
    const client = seeded([...caseData, ...others]);
    await invalidateCases(client);
    for (const key of caseData) expect([key, invalidated(client, key)]).toEqual([key, true]);
    for (const key of others) expect([key, invalidated(client, key)]).toEqual([key, false]);
  });

  it('refreshDocuments reaches the document answers only', async () => {
    const client = seeded([documentKeys.checklist('p1'), documentKeys.rfe('p1'), caseKeys.details('p1')]);
    await refreshDocuments(client);
    expect(invalidated(client, documentKeys.checklist('p1'))).toBe(true);
    expect(invalidated(client, documentKeys.rfe('p1'))).toBe(true);
    expect(invalidated(client, caseKeys.details('p1'))).toBe(false);
  });

  it('isAboutCase finds one case by its payload petitionId (or a bare id), not other cases', async () => {
    const mine = [caseKeys.details('p1'), esignKeys.list('p1'), questionnaireKeys.changes('p1', 'beneficiary'), ['legacy', 'p1']];
    const theirs = [caseKeys.details('p2'), caseKeys.preparers(6), esignKeys.details('p1-token')];
    const client = seeded([...mine, ...theirs]);
    await client.invalidateQueries({ predicate: isAboutCase('p1') });
    for (const key of mine) expect([key, invalidated(client, key)]).toEqual([key, true]);
    for (const key of theirs) expect([key, invalidated(client, key)]).toEqual([key, false]);
  });
});
