import { useSyncExternalStore } from "react";
import { TOAST_LIMIT } from "./constants";

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Who raised it (a form, say): a new toast of the group replaces the group's earlier ones. */
  group?: string;
  /** Announces where a navigation leads ('Signed Out'), so leaving the page does not dismiss it. */
  outlivesPage?: boolean;
  /** A link to act on it ("Open"), with what a screen reader is told to do when not reaching it (Alt+T reaches it). */
  action?: { label: string; to: string; altText: string };
}

export interface ToastMessage extends ToastOptions {
  id: number;
  variant: ToastVariant;
  open: boolean;
  /** The path it was raised on: leaving that page dismisses it (see the Toaster). */
  page: string;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((notify) => notify());

/** The one way to show a notification, anywhere in the app. At most TOAST_LIMIT show at once. */
export function toast(message: ToastOptions): number {
  const id = nextId++;
  const kept = toasts.filter((t) => t.open && !(message.group && t.group === message.group));
  const raised: ToastMessage = { variant: "default", ...message, id, open: true, page: location.pathname };
  toasts = [raised, ...kept].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

/** Closes the toasts that match (with their exit animation), then forgets every closed one. */
export function dismissToasts(match: (t: ToastMessage) => boolean) {
  if (!toasts.some((t) => t.open && match(t))) return;
  toasts = toasts.map((t) => (t.open && match(t) ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.open);
    emit();
  }, 300);
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};
const EMPTY: ToastMessage[] = [];

export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
