import { ZSignaturePlacement } from 'shared/contract';
import { clampBox, defaultBox, describeBox, moveBox, resizeBox, toPdfBox, toScreenRect } from './signaturePlacement';

const letter = { width: 612, height: 792 };

describe('signature placement math', () => {
  it('converts screen pixels to PDF points with y flipped, and back', () => {
    const rect = { left: 36, top: 300, width: 100, height: 25 };
    expect(toPdfBox(rect, 0.5, letter)).toEqual({ x: 72, y: 792 - 650, width: 200, height: 50 });
    expect(toScreenRect({ x: 72, y: 142, width: 200, height: 50 }, 0.5, letter)).toEqual(rect);
    expect(toScreenRect({ x: 0, y: 0, width: 612, height: 792 }, 2, letter)).toEqual({
      left: 0,
      top: 0,
      width: 1224,
      height: 1584,
    });
  });

  it('keeps the box on the page and within the contract limits', () => {
    expect(clampBox({ page: 1, x: -10, y: 900, width: 10, height: 5 }, letter)).toEqual({
      page: 1,
      x: 0,
      y: 792 - 14,
      width: 36,
      height: 14,
    });
    expect(clampBox({ page: 2, x: 500, y: -3, width: 900, height: 400 }, letter)).toEqual({
      page: 2,
      x: 12,
      y: 0,
      width: 600,
      height: 300,
    });
    // A page narrower than the largest box: the box fits the page.
    expect(clampBox({ page: 1, x: 0, y: 0, width: 600, height: 50 }, { width: 300, height: 200 }).width).toBe(300);
    expect(
      ZSignaturePlacement.safeParse(clampBox({ page: 1, x: 1e6, y: -1e6, width: 1e6, height: 0 }, letter)).success,
    ).toBe(true);
  });

  it('moves by screen pixels (down on the screen is down on the page) and resizes from the top-left corner', () => {
    const box = defaultBox(1, letter);
    expect(box).toEqual({ page: 1, x: 72, y: 72, width: 200, height: 50 });
    expect(moveBox(box, 10, 20, 0.5, letter)).toEqual({ ...box, x: 92, y: 32 });
    expect(moveBox(box, -1000, 1000, 0.5, letter)).toEqual({ ...box, x: 0, y: 0 });
    const bigger = resizeBox(box, 20, 10, 2, letter);
    expect(bigger).toEqual({ ...box, width: 210, height: 55, y: 67 });
    expect(bigger.y + bigger.height).toBe(box.y + box.height);
    expect(resizeBox(box, -1000, -1000, 1, letter)).toEqual({ ...box, width: 36, height: 14, y: 108 });
    expect(resizeBox(box, 1000, 1000, 1, letter)).toEqual({ ...box, width: 540, height: 122, y: 0 });
  });

  it('reads the box out in whole points', () => {
    expect(describeBox({ page: 2, x: 72.4, y: 100.6, width: 200, height: 50 })).toBe(
      'Signature box on page 2: 72 pt from the left, 101 pt from the bottom, 200 × 50 pt.',
    );
  });
});
