import { useSyncExternalStore } from "react";
import { A11Y_STORAGE_KEYS, FONT_SIZES, type FontSize } from "./constants";

export interface AccessibilityPreferences {
  highContrast: boolean;
  fontSize: FontSize;
  reducedMotion: boolean;
}

type StorageKeys = typeof A11Y_STORAGE_KEYS;

/**
 * Reads stored preferences (falling back to the OS settings) and applies them to <html>.
 * Self-contained on purpose: it is also serialised into the pre-paint inline script, so the
 * page never flashes in the wrong mode before React loads.
 */
export function resolveAndApplyPreferences(keys: StorageKeys, sizes: readonly string[]) {
  const read = (key: string) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const media = (query: string) => !!window.matchMedia && window.matchMedia(query).matches;
  const contrast = read(keys.highContrast);
  const motion = read(keys.reducedMotion);
  const size = read(keys.fontSize);
  const prefs = {
    highContrast: contrast === null ? media("(prefers-contrast: more)") : contrast === "true",
    fontSize: size && sizes.indexOf(size) >= 0 ? size : "normal",
    reducedMotion: motion === null ? media("(prefers-reduced-motion: reduce)") : motion === "true",
  };
  const root = document.documentElement;
  if (prefs.highContrast) root.setAttribute("data-contrast", "high");
  else root.removeAttribute("data-contrast");
  root.setAttribute("data-font-size", prefs.fontSize);
  root.setAttribute("data-reduced-motion", String(prefs.reducedMotion));
  return prefs;
}

export const PREPAINT_SCRIPT = `(${resolveAndApplyPreferences.toString()})(${JSON.stringify(
  A11Y_STORAGE_KEYS,
)},${JSON.stringify(FONT_SIZES)});`;

const SERVER_SNAPSHOT: AccessibilityPreferences = { highContrast: false, fontSize: "normal", reducedMotion: false };
let snapshot: AccessibilityPreferences | undefined;
const listeners = new Set<() => void>();

function currentSnapshot(): AccessibilityPreferences {
  snapshot ??= resolveAndApplyPreferences(A11Y_STORAGE_KEYS, FONT_SIZES) as AccessibilityPreferences;
  return snapshot;
}

export function setAccessibilityPreference<K extends keyof AccessibilityPreferences>(
  key: K,
  value: AccessibilityPreferences[K],
) {
  try {
    window.localStorage.setItem(A11Y_STORAGE_KEYS[key], String(value));
  } catch {
    // Private mode or storage full: the preference still applies for this visit.
  }
  snapshot = { ...currentSnapshot(), [key]: value };
  const root = document.documentElement;
  if (snapshot.highContrast) root.setAttribute("data-contrast", "high");
  else root.removeAttribute("data-contrast");
  root.setAttribute("data-font-size", snapshot.fontSize);
  root.setAttribute("data-reduced-motion", String(snapshot.reducedMotion));
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Test helper: forget the cached snapshot so the next read comes from storage again. */
export function resetAccessibilityPreferencesCache() {
  snapshot = undefined;
}

export function useAccessibilityPreferences(): AccessibilityPreferences {
  return useSyncExternalStore(subscribe, currentSnapshot, () => SERVER_SNAPSHOT);
}

export const useReducedMotion = () => useAccessibilityPreferences().reducedMotion;
