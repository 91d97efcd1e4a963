import { RECEIPT_NUMBER_MESSAGE, ZReceiptNumber, isValidReceiptNumber, normalizeReceiptNumber } from './receipt-number';

describe('receipt numbers: three letters and ten digits', () => {
  it.each<[string, string, boolean]>([
    ['EAC2612345678', 'EAC2612345678', true],
    [' eac 261 234 5678 ', 'EAC2612345678', true],
    ['WAC-26-123-45678', 'WAC2612345678', true],
    ['IOE0912345678', 'IOE0912345678', true],
    ['EA2612345678', 'EA2612345678', false],
    ['EAC261234567', 'EAC261234567', false],
    ['EAC26123456789', 'EAC26123456789', false],
    ['1AC2612345678', '1AC2612345678', false],
    ['EAC26123X5678', 'EAC26123X5678', false],
    ['', '', false],
  ])('%j → %s (%s)', (input, normal, valid) => {
    expect(normalizeReceiptNumber(input)).toBe(normal);
    expect(isValidReceiptNumber(input)).toBe(valid);
  });

  it('the zod schema outputs the normalised number or the message', () => {
    expect(ZReceiptNumber.parse('lin 26 12345678')).toBe('LIN2612345678');
    const bad = ZReceiptNumber.safeParse('LIN26');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(RECEIPT_NUMBER_MESSAGE);
  });
});
