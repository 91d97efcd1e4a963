import type { TSignaturePlacement } from 'shared/contract';

/** The contract's size limits for a signature box, in PDF points (`ZSignaturePlacement`). */
export const PLACEMENT_LIMITS = { minWidth: 36, maxWidth: 600, minHeight: 14, maxHeight: 300 } as const;

/** A page's size in PDF points (pdf.js viewport at scale 1). */
export interface PageSize {
  width: number;
  height: number;
}

/** A box on the drawn page, in CSS pixels from the canvas's top-left corner. */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

type Box = Omit<TSignaturePlacement, 'page'>;

const round = (n: number) => Math.round(n * 100) / 100;
const within = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max));

/** Keeps a box inside the page and inside the contract's size limits; numbers rounded to 0.01 pt. */
export function clampBox(box: TSignaturePlacement, page: PageSize): TSignaturePlacement {
  const width = within(box.width, PLACEMENT_LIMITS.minWidth, Math.min(PLACEMENT_LIMITS.maxWidth, page.width));
  const height = within(box.height, PLACEMENT_LIMITS.minHeight, Math.min(PLACEMENT_LIMITS.maxHeight, page.height));
  return {
    page: box.page,
    x: round(within(box.x, 0, page.width - width)),
    y: round(within(box.y, 0, page.height - height)),
    width: round(width),
    height: round(height),
  };
}

/** PDF points (origin bottom-left, y up) → the drawn page at `scale` (origin top-left, y down). */
export function toScreenRect(box: Box, scale: number, page: PageSize): ScreenRect {
  return {
    left: box.x * scale,
    top: (page.height - box.y - box.height) * scale,
    width: box.width * scale,
    height: box.height * scale,
  };
}

/** The drawn page at `scale` → PDF points from the bottom-left corner (y flipped), not clamped. */
export function toPdfBox(rect: ScreenRect, scale: number, page: PageSize): Box {
  return {
    x: rect.left / scale,
    y: page.height - (rect.top + rect.height) / scale,
    width: rect.width / scale,
    height: rect.height / scale,
  };
}

/** Where a new box goes: 200 × 50 pt, one inch from the left and bottom edges (the usual signature line). */
export function defaultBox(pageNumber: number, page: PageSize): TSignaturePlacement {
  return clampBox({ page: pageNumber, x: 72, y: 72, width: 200, height: 50 }, page);
}

/** Moves by (dx, dy) screen pixels at `scale`: right and down on the screen. */
export function moveBox(
  box: TSignaturePlacement,
  dx: number,
  dy: number,
  scale: number,
  page: PageSize,
): TSignaturePlacement {
  return clampBox({ ...box, x: box.x + dx / scale, y: box.y - dy / scale }, page);
}

/** Resizes by (dw, dh) screen pixels at `scale`, keeping the top-left corner where it is on the screen. */
export function resizeBox(
  box: TSignaturePlacement,
  dw: number,
  dh: number,
  scale: number,
  page: PageSize,
): TSignaturePlacement {
  const top = box.y + box.height;
  const width = within(
    box.width + dw / scale,
    PLACEMENT_LIMITS.minWidth,
    Math.min(PLACEMENT_LIMITS.maxWidth, page.width - box.x),
  );
  const height = within(box.height + dh / scale, PLACEMENT_LIMITS.minHeight, Math.min(PLACEMENT_LIMITS.maxHeight, top));
  return clampBox({ ...box, width, height, y: top - height }, page);
}

/** The box's position read out for screen readers. */
export function describeBox(box: TSignaturePlacement): string {
  const r = (n: number) => Math.round(n);
  return `Signature box on page ${box.page}: ${r(box.x)} pt from the left, ${r(box.y)} pt from the bottom, ${r(box.width)} × ${r(box.height)} pt.`;
}
