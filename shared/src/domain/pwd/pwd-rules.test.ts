import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseOflcAlc, parseOflcCsv, parseOflcGeography } from './oflc';
import { checkPwdValidity, PWD_MESSAGES, pwdPositionState, wageLevelWorksheet, type PwdWorksheetInput } from './pwd-rules';

describe('PWD validity: 90 days to 1 year (DOMAIN.md §1)', () => {
  it.each([
    ['2026-01-01', '2026-04-01', []], // exactly 90 days
    ['2026-01-01', '2026-03-31', [PWD_MESSAGES.validityTooShort]], // 89 days
    ['2026-01-01', '2027-01-01', []], // exactly one year
    ['2026-01-01', '2027-01-02', [PWD_MESSAGES.validityTooLong]],
    ['2024-02-29', '2025-02-28', []], // leap day: one year later is 28 Feb
    ['2024-02-29', '2025-03-01', [PWD_MESSAGES.validityTooLong]],
    ['2026-05-01', '2026-05-01', [PWD_MESSAGES.validityOrder]],
    ['2026-05-01', '2026-04-01', [PWD_MESSAGES.validityOrder]],
  ])('%s → %s', (validFrom, validTo, messages) => {
    expect(checkPwdValidity({ validFrom, validTo }).map((i) => i.message)).toEqual(messages);
  });
  it('the validity starts on or after the determination, which is on or after the filing', () => {
    expect(checkPwdValidity({ filedDate: '2026-03-01', determinationDate: '2026-02-01', validFrom: '2026-02-01', validTo: '2026-12-01' }).map((i) => i.message)).toEqual([
      PWD_MESSAGES.determinationBeforeFiling,
    ]);
    expect(checkPwdValidity({ determinationDate: '2026-02-02', validFrom: '2026-02-01', validTo: '2026-12-01' }).map((i) => i.message)).toEqual([PWD_MESSAGES.validityBeforeDetermination]);
  });
});

describe('PWD position state', () => {
  it.each([
    [null, 'pending'],
    ['2026-11-21', 'expired'],
    ['2026-11-22', 'expiring'],
    ['2027-01-21', 'expiring'], // 60 days
    ['2027-01-22', 'valid'],
  ] as const)('valid to %s on 2026-11-22 → %s', (validTo, state) => {
    expect(pwdPositionState(validTo, '2026-11-22')).toBe(state);
  });
});

describe('wage-level worksheet (2009 guidance)', () => {
  const base: PwdWorksheetInput = { jobZone: 4, experienceMonths: 0, education: 'bachelor', specialSkills: false, supervises: false };
  it.each<[Partial<PwdWorksheetInput>, string, number]>([
    [{}, 'I', 0],
    [{ experienceMonths: 24 }, 'I', 0], // at the low end of Job Zone 4 (24–48 months)
    [{ experienceMonths: 36 }, 'II', 1], // up to the middle
    [{ experienceMonths: 48 }, 'III', 2], // up to the high end
    [{ experienceMonths: 60 }, 'IV', 3], // beyond the range
    [{ education: 'master' }, 'II', 1],
    [{ education: 'doctorate' }, 'III', 2],
    [{ education: 'high_school' }, 'I', 0], // below the usual adds nothing
    [{ specialSkills: true }, 'II', 1],
    [{ supervises: true }, 'II', 1],
    [{ supervises: true, occupationSupervises: true }, 'I', 0],
    [{ experienceMonths: 60, education: 'doctorate', specialSkills: true, supervises: true }, 'IV', 7], // capped at IV
    [{ jobZone: 2, experienceMonths: 6, education: 'high_school' }, 'II', 1],
    [{ jobZone: 2, experienceMonths: 6 }, 'IV', 3], // a bachelor's is two levels above Job Zone 2's usual
  ])('%j → Level %s', (over, level, points) => {
    const r = wageLevelWorksheet({ ...base, ...over });
    expect(r.level).toBe(level);
    expect(r.points).toBe(points);
    expect(r.steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('OFLC files', () => {
  const fixture = (name: string) => readFileSync(join(__dirname, '../../../../api/src/modules/pwd/__tests__/fixtures', name), 'utf8');
  it('reads quoted CSV with doubled quotes and CRLF', () => {
    expect(parseOflcCsv('a,"b ""x"", c"\r\n1,2\r\n').map((r) => r.cells)).toEqual([
      ['a', 'b "x", c'],
      ['1', '2'],
    ]);
  });
  it('reads the ALC_Export fixture', () => {
    const r = parseOflcAlc(fixture('ALC_Export.csv'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.rows).toHaveLength(4);
    expect(r.rows[0]).toEqual({ area: '12420', socCode: '15-1252', geoLevel: 1, level1: 45.12, level2: 55.38, level3: 65.63, level4: 75.89, average: 60.51, label: '7/1/2025 - 6/30/2026' });
  });
  it('reads the Geography fixture, one name per area', () => {
    const r = parseOflcGeography(fixture('Geography.csv'));
    expect(r.ok && r.rows.map((a) => [a.area, a.areaName, a.stateAb])).toEqual([
      ['12420', 'Austin-Round Rock-San Marcos, TX', 'TX'],
      ['35620', 'New York-Newark-Jersey City, NY-NJ', 'NY'],
    ]);
  });
  const H = 'Area,SocCode,GeoLvl,Level1,Level2,Level3,Level4,Average,Label\n';
  it.each([
    ['', 'The file is empty.'],
    ['Name,Wage\nx,1\n', 'the columns Area, SocCode, Level1, Level2, Level3, Level4 are missing'],
    [H, 'no wage rows'],
    [`${H}ABC,15-1252,1,1,2,3,4,2,x\n`, 'Line 2: the Area "ABC" is not an OFLC area code.'],
    [`${H}12420,151252,1,1,2,3,4,2,x\n`, 'Line 2: the SocCode "151252" is not an SOC code'],
    [`${H}12420,15-1252,1,1,two,3,4,2,x\n`, 'Line 2: a wage is not a number.'],
    [`${H}12420,15-1252,1,5,2,3,4,2,x\n`, 'Line 2: the wages do not rise'],
    [`${H}12420,15-1252,1,,,,,,x\n`, 'Line 2: no wage at any level.'],
    [`${H}12420,15-1252,1,1,2,3,4,2,x\n12420,15-1252,1,1,2,3,4,2,x\n`, 'Line 3: area 12420 and SOC 15-1252 appear twice.'],
  ])('a bad ALC file is refused with a clear message (%#)', (text, message) => {
    const r = parseOflcAlc(text);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.issues.join(' ')).toContain(message);
  });
  it('a bad Geography file is refused', () => {
    expect(parseOflcGeography('Area,Other\n1,2\n').ok).toBe(false);
    const r = parseOflcGeography('Area,AreaName\n12420,\n');
    expect(r.ok ? '' : r.issues[0]).toBe('Line 2: the AreaName is empty.');
  });
});
