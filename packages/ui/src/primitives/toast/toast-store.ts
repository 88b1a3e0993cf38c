import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the Toaster's default (5000) when omitted. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  /** When it was shown (ms since the epoch), so a page change can drop the toasts of the page before. */
  shownAt: number;
}

// A module-level store, so `toast()` works from anywhere (an event handler, a mutation's onError)
// while one <Toaster /> near the app root renders what it holds.
let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

export function dismissToast(id?: string) {
  emit(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

/**
 * Drops the toasts shown more than `graceMs` ago: called when the page changes, it keeps the one that
 * announced the change ('Login successful') and clears what was said about the page left behind.
 */
export function dismissToastsOlderThan(graceMs: number, now = Date.now()) {
  const kept = toasts.filter((item) => now - item.shownAt <= graceMs);
  if (kept.length !== toasts.length) emit(kept);
}

/** Shows a toast; returns its id for `dismissToast(id)`. */
export function toast(options: ToastOptions | string): string {
  const id = `toast-${++nextId}`;
  const item = typeof options === 'string' ? { title: options } : options;
  emit([...toasts, { ...item, id, shownAt: Date.now() }]);
  return id;
}

export function useToast() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}
