import { truncate } from './format';
import { TOAST } from './limits';

/*
 * SPEC §8/§9 toasts. Timeouts, the 100-character cut and the 5-toast limit are in limits.ts (TOAST);
 * this adds the helper's titles and look, text preparation, the stack and the click behaviour.
 */

export type ToastKind = 'error' | 'success';

/** SPEC §8: the toast helper shows 'Error' (danger) or 'Success'. */
export const TOAST_TITLES: Readonly<Record<ToastKind, string>> = { error: 'Error', success: 'Success' };
export const TOAST_VARIANTS: Readonly<Record<ToastKind, 'danger' | 'success'>> = {
  error: 'danger',
  success: 'success',
};
export const TOAST_POSITION = 'top-right';

export interface ToastOptions {
  title: string;
  variant: 'danger' | 'success';
  position: typeof TOAST_POSITION;
  timeoutMs: number;
}

/** SPEC §8: the helper's toast (10 seconds, SPEC §9's helper-notification timeout, for both kinds). */
export const helperToast = (kind: ToastKind): ToastOptions => ({
  title: TOAST_TITLES[kind],
  variant: TOAST_VARIANTS[kind],
  position: TOAST_POSITION,
  timeoutMs: TOAST.HELPER_TIMEOUT_MS,
});

const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|tr|h[1-6])\b[^>]*>/gi;
const ENTITIES: Readonly<Record<string, string>> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Plain text of an HTML message: tags dropped (block tags become spaces so words do not run
 * together), common entities decoded, whitespace collapsed. Not a sanitiser: render the result as text.
 */
export const stripHtml = (html: string | null | undefined): string =>
  (html ?? '')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();

/** True when the plain text is longer than the toast's maximum length, so a click first expands it. */
export const isToastExpandable = (
  message: string | null | undefined,
  maxLength: number = TOAST.MAX_MESSAGE_LENGTH,
): boolean => stripHtml(message).length > maxLength;

/** SPEC §9: the toast text, HTML stripped, cut at 100 characters with '....' until expanded. */
export const toastText = (
  message: string | null | undefined,
  expanded: boolean,
  maxLength: number = TOAST.MAX_MESSAGE_LENGTH,
): string => {
  const plain = stripHtml(message);
  return expanded ? plain : truncate(plain, maxLength);
};

export interface ToastClickState {
  expanded: boolean;
}

export type ToastClickEffect = 'expand' | 'run-handler';

/**
 * SPEC §4: a toast longer than its maximum length expands on the first click and runs its handler
 * on the next; a short toast runs its handler at once.
 */
export const toastClick = (
  state: ToastClickState,
  message: string | null | undefined,
  maxLength: number = TOAST.MAX_MESSAGE_LENGTH,
): { state: ToastClickState; effect: ToastClickEffect } =>
  !state.expanded && isToastExpandable(message, maxLength)
    ? { state: { expanded: true }, effect: 'expand' }
    : { state, effect: 'run-handler' };

/** SPEC §8: at most 5 toasts show, newest on top. */
export const pushToast = <T>(visible: readonly T[], toast: T, max: number = TOAST.MAX_VISIBLE): T[] =>
  [toast, ...visible].slice(0, max);
