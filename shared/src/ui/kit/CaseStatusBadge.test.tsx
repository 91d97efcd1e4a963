/** @jest-environment ../scripts/jest/jsdom-env.cjs */
import { screen } from '@testing-library/react';
import { CASE_STATUSES, CASE_STATUS_BY_ID } from '../../domain';
import { renderThemed } from '../testing/renderUi';
import { CaseStatusBadge } from './CaseStatusBadge';
import { contrastRatio, readableTextColour } from './colour';

const rgb = (hex: string) => {
  const h = hex.replace('#', '');
  return `rgb(${parseInt(h.slice(0, 2), 16)}, ${parseInt(h.slice(2, 4), 16)}, ${parseInt(h.slice(4, 6), 16)})`;
};

test('shows the SPEC §4 name on the status colour', () => {
  renderThemed(<CaseStatusBadge statusId={23} />);
  const badge = screen.getByText('Case Denied');
  const status = CASE_STATUS_BY_ID.get(23)!;
  expect(getComputedStyle(badge).backgroundColor).toBe(rgb(status.colour));
  expect(badge).toHaveClass('status-denied');
});

test('text is dark on light colours and white on dark ones', () => {
  renderThemed(
    <>
      <CaseStatusBadge statusId={32} />
      <CaseStatusBadge statusId={19} />
    </>,
  );
  // 32 Response Docs Prepared is #FFC400 (yellow); 19 PERM Draft Created is #5243AA (deep purple).
  expect(getComputedStyle(screen.getByText('Response Docs Prepared')).color).toBe(rgb('#172b4d'));
  expect(getComputedStyle(screen.getByText('PERM Draft Created')).color).toBe(rgb('#ffffff'));
});

test('every status gets the text colour with the better contrast', () => {
  for (const s of CASE_STATUSES) {
    const chosen = readableTextColour(s.colour);
    const other = chosen === '#ffffff' ? '#172b4d' : '#ffffff';
    expect(contrastRatio(s.colour, chosen)).toBeGreaterThanOrEqual(contrastRatio(s.colour, other));
    // WCAG AA for normal text (4.5:1): the badge text is 12 px.
    expect(contrastRatio(s.colour, chosen)).toBeGreaterThanOrEqual(4.5);
  }
});

test('an unknown status id shows a neutral badge', () => {
  renderThemed(<CaseStatusBadge statusId={999} />);
  expect(screen.getByText('Unknown status')).toBeInTheDocument();
});
