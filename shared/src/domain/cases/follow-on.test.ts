import { isSubTypeOf } from './case-types';
import { FOLLOW_ON_ACTIONS, canStartFollowOn, followOnActionsFor, type FollowOnSource } from './follow-on';

const ids = (c: FollowOnSource): string[] => followOnActionsFor(c).map((a) => a.id);

describe('follow-on case creation actions (SPEC §4)', () => {
  it('covers every SPEC item, each target sub-type belonging to its target type', () => {
    const labels = FOLLOW_ON_ACTIONS.map((a) => a.label);
    for (const spec of [
      'H-4 EAD Extension',
      'H1B Extension',
      'H-4 Extension',
      'L-2 Extension',
      'L-1 Extension',
      'H1B from CAP',
      'PERM from PWD',
      'I140 from PERM',
      'I485 from PERM',
      'PERM from H1B',
    ]) {
      expect(labels).toContain(spec);
    }
    for (const a of FOLLOW_ON_ACTIONS) expect(isSubTypeOf(a.target.subTypeId, a.target.typeId)).toBe(true);
    expect(new Set(FOLLOW_ON_ACTIONS.map((a) => a.id)).size).toBe(FOLLOW_ON_ACTIONS.length);
  });

  it.each<[string, FollowOnSource, string[]]>([
    [
      'approved H-1B: its extension, the spouse/child variants and PERM',
      { typeId: 1, subTypeId: 1, statusId: 22 },
      ['H4_EAD_EXTENSION_SPOUSE', 'H1B_EXTENSION', 'H4_EXTENSION_SPOUSE', 'H4_EXTENSION_CHILD', 'PERM_FROM_H1B'],
    ],
    ['H-1B in process: only PERM from H1B', { typeId: 1, subTypeId: 1, statusId: 3 }, ['PERM_FROM_H1B']],
    [
      'approved H-1B without spouse or children on file',
      { typeId: 1, statusId: 22, hasSpouse: false, hasChildren: false },
      ['H1B_EXTENSION', 'PERM_FROM_H1B'],
    ],
    ['denied H-1B: nothing', { typeId: 1, statusId: 23 }, []],
    ['withdrawn H-1B: nothing', { typeId: 1, statusId: 31 }, []],
    ['approved H-4 EAD (prior case of the same type)', { typeId: 5, statusId: 22 }, ['H4_EAD_EXTENSION']],
    ['approved H-4', { typeId: 4, statusId: 22 }, ['H4_EXTENSION']],
    ['approved L-2', { typeId: 6, statusId: 22 }, ['L2_EXTENSION']],
    [
      'approved L-1: L-1 extension and the L-2 spouse/child variants',
      { typeId: 2, statusId: 22, hasSpouse: true },
      ['L2_EXTENSION_SPOUSE', 'L2_EXTENSION_CHILD', 'L1_EXTENSION'],
    ],
    ['selected CAP registration', { typeId: 13, statusId: 22 }, ['H1B_FROM_CAP']],
    ['PWD with its response', { typeId: 12, statusId: 16 }, ['PERM_FROM_PWD']],
    ['PWD just filed', { typeId: 12, statusId: 15 }, []],
    ['certified PERM', { typeId: 3, subTypeId: 15, statusId: 22 }, ['I140_FROM_PERM', 'I485_FROM_PERM']],
    ['PERM submitted to DOL', { typeId: 3, statusId: 21 }, []],
  ])('%s', (_row, source, expected) => {
    expect(ids(source)).toEqual(expected);
  });

  it('H1B from CAP targets the H-1B CAP sub-type and carries the employment details', () => {
    const a = followOnActionsFor({ typeId: 13, statusId: 22 })[0];
    expect(a?.target).toEqual({ typeId: 1, subTypeId: 2 });
    expect(a?.carryOver).toEqual(expect.arrayContaining(['petitioner', 'beneficiary', 'jobDetails', 'wageDetails']));
  });

  it('dependant variants do not carry the principal beneficiary over', () => {
    const spouse = FOLLOW_ON_ACTIONS.find((a) => a.id === 'H4_EXTENSION_SPOUSE');
    expect(spouse?.beneficiary).toBe('spouse');
    expect(spouse?.carryOver).not.toContain('beneficiary');
  });

  it('canStartFollowOn explains refusals', () => {
    expect(canStartFollowOn('I140_FROM_PERM', { typeId: 3, statusId: 22 })).toEqual({ allowed: true, reason: '' });
    expect(canStartFollowOn('I140_FROM_PERM', { typeId: 3, statusId: 19 })).toEqual({
      allowed: false,
      reason: '"I140 from PERM" cannot be created from this case.',
    });
    expect(canStartFollowOn('NOPE', { typeId: 3, statusId: 22 }).reason).toBe('Unknown follow-on case action.');
  });
});
