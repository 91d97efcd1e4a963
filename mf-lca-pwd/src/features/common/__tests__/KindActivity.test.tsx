import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TCaseActivity } from 'shared/contract';
import { renderWithServices } from 'shared/testing';
import { ACTIVITY_PER_PAGE, KindActivity, type ActivityPageQuery } from '../KindActivity';

const entry = (i: number): TCaseActivity =>
  ({
    id: `a-${i}`,
    action: 'lca-status',
    activityLabel: i === 0 ? 'LCA certified' : null,
    changes: i === 0 ? [{ field: 'statusId', before: 1, after: 2 }] : [],
    userName: i === 1 ? null : 'Lee Manager',
    at: '2026-11-20T10:00:00.000Z',
    note: i === 0 ? 'Certified by DOL' : null,
  }) as unknown as TCaseActivity;

/** A kind activity over `count` entries, the page's entries made from the page number. */
function Harness({ count, seen }: { count: number; seen: number[] }) {
  const [page, setPage] = useState(1);
  seen.push(page);
  const from = (page - 1) * ACTIVITY_PER_PAGE;
  const q: ActivityPageQuery = {
    isPending: false,
    isError: false,
    error: null,
    data: { data: Array.from({ length: Math.max(0, Math.min(ACTIVITY_PER_PAGE, count - from)) }, (_, i) => entry(from + i)), count },
  };
  return <KindActivity q={q} page={page} setPage={setPage} />;
}

describe('KindActivity (LCA and PWD activity lists)', () => {
  it('lists the entries with label, changed fields, who and note, and pages ten at a time', async () => {
    const seen: number[] = [];
    renderWithServices(<Harness count={12} seen={seen} />);
    const list = screen.getByRole('list', { name: 'Activity' });
    expect(list.querySelectorAll('li')).toHaveLength(ACTIVITY_PER_PAGE);
    expect(screen.getByText('LCA certified')).toBeInTheDocument();
    expect(screen.getByText(/— statusId/)).toBeInTheDocument();
    expect(screen.getByText('Certified by DOL')).toBeInTheDocument();
    expect(screen.getByText(/^System/)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Activity' }).querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    expect(seen.at(-1)).toBe(2);
  });

  it('says so when there is no activity, and shows no pager for one page', () => {
    const { unmount } = renderWithServices(<Harness count={0} seen={[]} />);
    expect(screen.getByText('No activity yet.')).toBeInTheDocument();
    unmount();
    renderWithServices(<Harness count={3} seen={[]} />);
    expect(screen.queryByRole('navigation', { name: 'Activity pages' })).not.toBeInTheDocument();
  });
});
