import { useSyncExternalStore } from "react";

/** Toast entity (docs/product/accounts.md#entities): id, title, description, action, variant, duration. */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
  action?: { label: string; onClick: () => void };
}

/** Default display time (docs/product/constants.md). */
export const TOAST_DURATION_MS = 2000;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(message: Omit<ToastMessage, "id">): number {
  const id = nextId++;
  toasts = [...toasts, { ...message, id }].slice(-5);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((entry) => entry.id !== id);
  emit();
}

const subscribeToToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const emptyToasts: ToastMessage[] = [];

/** The current toasts, for the viewport. */
export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribeToToasts,
    () => toasts,
    () => emptyToasts,
  );
}
