import { POSTAL_DATA } from './postal-data';
import { hasPostalCodes, isValidZip, postalRule, zipRuleFor } from './postal';

describe('postal rules (source: shared/data/postal-rules.json by countries.json id)', () => {
  it('reads what a country gives', () => {
    expect(postalRule(101)).toEqual({ minLength: 6, maxLength: 6, letters: false, separators: '' });
    expect(postalRule(38)).toEqual({ minLength: 6, maxLength: 7, letters: true, separators: ' ' });
    expect(postalRule(98)).toBeUndefined(); // Hong Kong has no postal codes
    expect(postalRule(null)).toBeUndefined();
  });

  it('knows the countries without postal codes', () => {
    expect(hasPostalCodes(98)).toBe(false);
    expect(hasPostalCodes(229)).toBe(false); // United Arab Emirates
    expect(hasPostalCodes(231)).toBe(true);
    expect(hasPostalCodes(undefined)).toBe(true);
  });

  it('SPEC §5: country id 231 requires exactly 5 characters, whatever the data allows', () => {
    expect(postalRule(231)?.maxLength).toBe(10);
    expect(zipRuleFor(231)).toMatchObject({ minLength: 5, maxLength: 5, letters: false, separators: '' });
  });

  it('SPEC §5: otherwise 6, when the country gives no length', () => {
    expect(zipRuleFor(98)).toMatchObject({ minLength: 6, maxLength: 6 });
    expect(zipRuleFor(7, { letters: true, separators: '' })).toMatchObject({ minLength: 6, maxLength: 6 });
  });

  it('accepts every example length the data was built from (spot check)', () => {
    const examples: [number, string][] = [
      [109, '154-0023'], // Japan
      [175, '00-950'], // Poland
      [230, 'GIR 0AA'], // United Kingdom
      [38, 'K1A 0B1'], // Canada
    ];
    for (const [id, code] of examples) expect(isValidZip(code, zipRuleFor(id))).toBe(true);
  });

  it('keeps the data compact and consistent', () => {
    const rows = Object.values(POSTAL_DATA);
    expect(rows.length).toBeGreaterThan(150);
    for (const [min, max, letters, seps] of rows) {
      expect(min).toBeLessThanOrEqual(max);
      expect([0, 1]).toContain(letters);
      expect(seps).toMatch(/^[ -]*$/);
    }
  });
});
