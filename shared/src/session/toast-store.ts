import { createStore, type StoreApi } from 'zustand/vanilla';
import { helperToast, pushToast, type ToastKind } from '../domain/toast';
import { TOAST } from '../domain/limits';

/** SPEC §3 toast message: msgFrom, title, message. */
export interface Toast {
  id: number;
  title: string;
  message: string;
  msgFrom?: string | undefined;
  variant: 'danger' | 'success' | 'info';
  timeoutMs: number;
  /** Runs on click (after the first click expanded a long message — SPEC §4). */
  onClick?: (() => void) | undefined;
}

export interface ToastInput {
  title?: string;
  message: string;
  msgFrom?: string;
  variant?: Toast['variant'];
  timeoutMs?: number;
  onClick?: () => void;
}

export interface ToastState {
  toasts: Toast[];
  show(input: ToastInput): number;
  dismiss(id: number): void;
}

/** The one toast list of the page (SPEC §8: at most 5, newest on top). */
export function createToastStore(): StoreApi<ToastState> {
  let next = 1;
  return createStore<ToastState>()((set) => ({
    toasts: [],
    show(input) {
      const id = next++;
      const toast: Toast = {
        id,
        title: input.title ?? '',
        message: input.message,
        msgFrom: input.msgFrom,
        variant: input.variant ?? 'info',
        timeoutMs: input.timeoutMs ?? TOAST.DEFAULT_TIMEOUT_MS,
        onClick: input.onClick,
      };
      set((s) => ({ toasts: pushToast(s.toasts, toast) }));
      return id;
    },
    dismiss(id) {
      set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    },
  }));
}

export interface Toaster {
  /** SPEC §8 helper: 'Error' (danger, top-right, 10 s). */
  error(message: string, opts?: Omit<ToastInput, 'message' | 'title' | 'variant'>): number;
  /** SPEC §8 helper: 'Success'. */
  success(message: string, opts?: Omit<ToastInput, 'message' | 'title' | 'variant'>): number;
  show(input: ToastInput): number;
  dismiss(id: number): void;
}

export function createToaster(store: StoreApi<ToastState>): Toaster {
  const helper = (kind: ToastKind) => (message: string, opts: Omit<ToastInput, 'message' | 'title' | 'variant'> = {}) => {
    const o = helperToast(kind);
    return store.getState().show({ timeoutMs: o.timeoutMs, ...opts, message, title: o.title, variant: o.variant });
  };
  return {
    error: helper('error'),
    success: helper('success'),
    show: (input) => store.getState().show(input),
    dismiss: (id) => store.getState().dismiss(id),
  };
}
