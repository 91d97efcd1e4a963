import { TOAST } from './limits';
import { helperToast, isToastExpandable, pushToast, stripHtml, toastClick, toastText } from './toast';

const long = `<b>${'a'.repeat(60)}</b> ${'b'.repeat(60)}`; // 121 characters of text

describe('toast helper (SPEC §8)', () => {
  it("shows 'Error' (danger, top-right, 10 seconds)", () => {
    expect(helperToast('error')).toEqual({
      title: 'Error',
      variant: 'danger',
      position: 'top-right',
      timeoutMs: 10_000,
    });
  });

  it("shows 'Success'", () => {
    expect(helperToast('success')).toMatchObject({ title: 'Success', position: 'top-right', timeoutMs: 10_000 });
  });

  it('SPEC §9 timeouts: default 5000 ms, helper 10000 ms, list 50000 ms', () => {
    expect(TOAST).toMatchObject({ DEFAULT_TIMEOUT_MS: 5000, HELPER_TIMEOUT_MS: 10_000, LIST_TIMEOUT_MS: 50_000 });
  });

  it('At most 5 toasts show at once, newest on top', () => {
    let visible: number[] = [];
    for (let id = 1; id <= 7; id += 1) visible = pushToast(visible, id);
    expect(visible).toEqual([7, 6, 5, 4, 3]);
  });
});

describe('toast text (SPEC §9: truncated at 100 characters by default, with HTML stripped)', () => {
  it('strips tags, decodes common entities and keeps words apart across block tags', () => {
    expect(stripHtml('<p>Case <b>EAC1</b> &amp; more</p><p>next&nbsp;line</p>')).toBe('Case EAC1 & more next line');
    expect(stripHtml('a<br/>b')).toBe('a b');
    expect(stripHtml(null)).toBe('');
  });

  it("cuts at 100 characters with '....' until expanded", () => {
    const text = toastText(long, false);
    expect(text).toBe(`${'a'.repeat(60)} ${'b'.repeat(39)}....`);
    expect(toastText(long, true)).toBe(`${'a'.repeat(60)} ${'b'.repeat(60)}`);
    expect(toastText('<i>short</i>', false)).toBe('short');
  });

  it('counts the length after stripping HTML', () => {
    const hundred = `<span class="x">${'c'.repeat(100)}</span>`;
    expect(isToastExpandable(hundred)).toBe(false);
    expect(isToastExpandable(`${hundred}d`)).toBe(true);
  });
});

describe('toast click (SPEC §4: expands on the first click, and its handler runs on the next click)', () => {
  it('a long toast expands on the first click, then runs its handler', () => {
    const first = toastClick({ expanded: false }, long);
    expect(first).toEqual({ state: { expanded: true }, effect: 'expand' });
    const second = toastClick(first.state, long);
    expect(second).toEqual({ state: { expanded: true }, effect: 'run-handler' });
  });

  it('a short toast runs its handler on the first click', () => {
    expect(toastClick({ expanded: false }, 'Saved')).toEqual({ state: { expanded: false }, effect: 'run-handler' });
  });
});
