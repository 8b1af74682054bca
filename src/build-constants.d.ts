/** Replaced at build time by Vite (vite.config.ts `define`). */
declare const __BUILD_TIME__: string;
/** The icon sprite's URL, defined by scripts/build-steps/icon-sprite.ts. */
declare const __ICON_SPRITE__: string;
