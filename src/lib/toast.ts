import { useSyncExternalStore } from "react";
import { TOAST_LIMIT } from "./constants";

export type ToastVariant = "default" | "destructive";

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((notify) => notify());

/** The one way to show a notification, anywhere in the app. */
export function toast(message: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  toasts = [{ ...message, id, open: true, variant: message.variant ?? "default" }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  // Keep it mounted long enough for the exit animation, then forget it.
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
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
