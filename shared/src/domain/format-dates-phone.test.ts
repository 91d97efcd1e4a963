import { displayPhone } from './format-phone';
import { isoToUs, usToIso } from './format';

describe('form dates (SPEC §5: MM/DD/YYYY shown, YYYY-MM-DD sent)', () => {
  it('turns a payload date into the form text and back', () => {
    expect(isoToUs('2026-03-05')).toBe('03/05/2026');
    expect(usToIso('03/05/2026')).toBe('2026-03-05');
    expect(usToIso(isoToUs('1999-12-31'))).toBe('1999-12-31');
  });
  it('blank or impossible dates give nothing', () => {
    expect(isoToUs(null)).toBe('');
    expect(usToIso('')).toBeNull();
    expect(usToIso('02/30/2026')).toBeNull();
    expect(usToIso('2026-03-05')).toBeNull();
  });
});

describe('displayPhone (SPEC §5 phone display)', () => {
  it('shows a number with its calling code', () => {
    expect(displayPhone('9876543210', '91')).toBe(displayPhone('9876543210', '+91'));
    expect(displayPhone('9876543210', '91')).toContain('+91');
  });
  it('a US number without a code gets +1; nothing gives nothing', () => {
    expect(displayPhone('2015550123')).toContain('+1');
    expect(displayPhone(null)).toBe('');
  });
});
