/** @jest-environment ../scripts/jest/jsdom-env.cjs */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderThemed } from '../testing/renderUi';
import { MentionTextArea, mentionQueryAt, type MentionOption } from './MentionTextArea';

const PEOPLE: MentionOption[] = [
  { id: 'u1', label: 'Paula Paralegal', description: 'Staff' },
  { id: 'u2', label: 'Ada Attorney', description: 'Staff' },
];

function Harness({ onMention }: { onMention: (o: MentionOption) => void }) {
  const [value, setValue] = useState('');
  return <MentionTextArea label="Message" value={value} onChange={setValue} options={PEOPLE} onMention={onMention} />;
}

describe('MentionTextArea', () => {
  it('finds the @word before the caret only after a space or at the start', () => {
    expect(mentionQueryAt('Hi @Pa', 6)).toEqual({ start: 3, query: 'Pa' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('Hi @Pa there', 12)).toBeNull();
  });

  it('lists matches (last names too), Escape closes the list and leaves the text', async () => {
    const onMention = jest.fn();
    renderThemed(<Harness onMention={onMention} />);
    const box = screen.getByRole('combobox', { name: 'Message' });
    await userEvent.type(box, 'Ask @att');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option')).toHaveTextContent('Ada Attorney');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveValue('Ask @att');
    expect(onMention).not.toHaveBeenCalled();
  });

  it('a click on a person writes @Full Name and reports the mention; with the list closed Enter is a newline', async () => {
    const onMention = jest.fn();
    renderThemed(<Harness onMention={onMention} />);
    const box = screen.getByRole('combobox', { name: 'Message' });
    await userEvent.type(box, '@pau');
    await userEvent.click(screen.getByRole('option', { name: /Paula Paralegal/ }));
    expect(box).toHaveValue('@Paula Paralegal ');
    expect(onMention).toHaveBeenCalledWith(PEOPLE[0]);
    const down = fireEvent.keyDown(box, { key: 'ArrowDown' });
    // Not cancelled: the caret moves as in any textarea.
    expect(down).toBe(true);
    await userEvent.type(box, '{Enter}next line');
    expect(box).toHaveValue('@Paula Paralegal \nnext line');
  });
});
