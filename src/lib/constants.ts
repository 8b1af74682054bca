// Business constants from the specification, section 9. One place, named.
export const HEADER_SCROLL_THRESHOLD_PX = 50;

export const HERO_ROTATION_ITEMS = 4;
export const HERO_ROTATION_INTERVAL_MS = 4000;
export const HERO_FADE_MS = 300;

export const HOW_IT_WORKS_AUTOPLAY_MS = 3000;
export const COUNTER_ANIMATION_MS = 250;
export const COUNTER_RESTART_MS = 15_000;
export const LOGO_ITEM_WIDTH_PX = 192;

export const TOTAL_JOBS = 6;
export const LATEST_OPENINGS_COUNT = 3;
export const JOB_CARD_REQUIREMENTS_SHOWN = 3;

export const PASSWORD_MIN_LENGTH = 6;

export const TOAST_LIMIT = 3;
export const TOAST_HOTKEY = ["altKey", "KeyT"];

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_MAX_MS = 30_000;

export const FONT_SIZES = ["normal", "large", "larger"] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const A11Y_STORAGE_KEYS = {
  highContrast: "accessibility-high-contrast",
  fontSize: "accessibility-font-size",
  reducedMotion: "accessibility-reduced-motion",
} as const;
